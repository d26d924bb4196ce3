export { startMailWorker } from './mailProcessor';
export { startAnswerMediaWorker } from './media/answerMediaProcessor';
export { startAvatarWorker } from './media/avatarProcessor';
export { startLogoWorker } from './media/logoProcessor';
export { MediaReactor } from './media/mediaReactor';
export { startAuditExportWorker, type AuditExportResult } from './auditExport/auditExportProcessor';
export { auditExportChunks } from './auditExport/auditExportLines';
export { startPersonalDataExportWorker, type PersonalDataExportProgress } from './personalData/personalDataProcessor';
export { startAccountErasureWorker } from './privacy/accountErasureProcessor';
