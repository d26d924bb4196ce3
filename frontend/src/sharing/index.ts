/** The Share button of a profile, team or project page (its dialog loads on the first click). */
export { ShareButton } from './ShareButton';
