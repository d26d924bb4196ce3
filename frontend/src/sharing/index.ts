/** The Share button of a profile, team or project page (its dialog loads on the first click). */
export { ShareButton } from './ShareButton';
/** What clients asked through a team's links, on the owner's team page (it loads after the page). */
export { TeamShareRequests } from './TeamShareRequests';
