export { startMailWorker } from './mailProcessor';
export { startAnswerMediaWorker } from './media/answerMediaProcessor';
export { startAvatarWorker } from './media/avatarProcessor';
export { startLogoWorker } from './media/logoProcessor';
export { MediaReactor } from './media/mediaReactor';
