export { startMailWorker } from './mailProcessor';
export { startAnswerMediaWorker } from './media/answerMediaProcessor';
export { startAvatarWorker } from './media/avatarProcessor';
export { startLogoWorker } from './media/logoProcessor';
export { MediaJobsReaction } from './media/mediaReactor';
export { LogReactor, checkpointKeyOf, type Reaction } from './reactions/logReactor';
export { Reactors, createUserMail, userReactions } from './reactions/reactors';
export { OfferAcceptancesReaction } from './reactions/offerAcceptances';
export { startShareLinkCodeWorker } from './shareLinks/shareLinkCodeProcessor';
export { startAuditExportWorker, type AuditExportResult } from './auditExport/auditExportProcessor';
export { auditExportChunks } from './auditExport/auditExportLines';
export { startPersonalDataExportWorker, type PersonalDataExportProgress } from './personalData/personalDataProcessor';
export { startAccountErasureWorker } from './privacy/accountErasureProcessor';
export { closeEveryErasedAccount } from './privacy/closeErasedAccount';
export {
  DIGEST_SCHEDULE,
  scheduleNotificationDigest,
  sendNotificationDigests,
  startNotificationDigestWorker,
} from './notifications/notificationDigest';
export { startDocumentWorker } from './documents/documentProcessor';
export { startShareLinkDownloadWorker } from './documents/shareLinkDownloadProcessor';
