export { jpeg, jpegWithGps, largeJpeg, png, pngBomb, recording, truncatedJpeg, webp } from './images';
export { deliveredMails, linkFromMail } from './mail';
export { usePrivateRedis } from './privateRedis';
export {
  startTestPlatform,
  type QueryApi,
  type TestPlatform,
  type TestPlatformOptions,
  type TestUser,
} from './testPlatform';
export { TestClock } from './testClock';
export {
  TEST_LOCK_MS,
  startTestDocumentWorker,
  startTestExportWorker,
  startTestMediaWorker,
  startTestPersonalDataWorker,
  startTestErasureWorker,
} from './testWorker';
export {
  PROFILE_WRITES,
  addCertificateAndProject,
  bearer,
  profileWithEverything,
  send,
  sendJson,
  startProfilePlatform,
  validBilling,
  validCertificate,
  validProject,
  type ProfileIds,
  type WriteMethod,
  type WritePath,
} from './profileTestKit';
export { bySize, recordReliability, reliabilitySize, spread, type ReliabilitySection } from './reliability';
export { liveCheckpoint, readModelSnapshot } from './readModelSnapshot';
export { auditSnapshot } from './auditSnapshot';
export { hiringEvents, type HiringEvents } from './hiringEvents';
export {
  COMPANY_LOGO_WRITES,
  NETWORK_ROLES,
  NETWORK_WRITES,
  createNetworkCast,
  mailsInQueue,
  memberOnTeams,
  networkFixture,
  staffTeam,
  queuedMails,
  userOf,
  type NetworkCast,
  type NetworkFixture,
  type NetworkRole,
  type NetworkWritePath,
  type UploadWritePath,
} from './networkTestKit';
export { projectEvents, type ProjectEvents } from './projectEvents';
export {
  ENGAGEMENT_ROLES_TESTED,
  ENGAGEMENT_WRITES,
  createEngagementCast,
  engagementFixture,
  engagementTeams,
  engagementUserOf,
  shareProject,
  validEngagement,
  type EngagementCast,
  type EngagementFixture,
  type EngagementRole,
  type EngagementTeams,
  type EngagementWritePath,
} from './engagementTestKit';
export { uniquePassword } from './passwords';
export { editAboutMe, exited, seedProfiledSpecialist, spawnProjector, systemContext } from './projectorProcesses';
export {
  SHARE_LINK_WRITES,
  shareLinkFixture,
  type ShareLinkFixture,
  type ShareLinkWritePath,
} from './shareLinkTestKit';
export { SYNTHETIC_AUDIT_START, SYNTHETIC_AUDIT_TYPES, syntheticAuditRow } from './syntheticAudit';
export {
  startTestOpenIdProvider,
  type IdTokenClaims,
  type IdTokenSigning,
  type TestIdentityClaims,
  type TestOpenIdProvider,
} from './openIdProvider';
export { heldAppends, type HeldAppends } from './heldAppends';
export { openEventStream, type EventStreamClient, type StreamEvent } from './eventStream';
export {
  pdfFirstPagePng,
  pdfFonts,
  pdfImageCount,
  pdfInfo,
  pdfPixelShare,
  pdfText,
  type PageRegion,
} from './pdfReading';
export { csvRecords } from './csvReading';
export { POSTGRES_BIN_DIR, POSTGRES_MISSING, startPostgresServer, type PostgresServerHandle } from './postgresServer';
export { dockerEngineAnswers, startEventStoreDb, startMinio, type ContainerTarget } from './containers';
export { hostileString, leafPaths, randomBodies, withChange } from './randomBodies';
export {
  comparable,
  revokedTokenOf,
  sectionWriteRequests,
  type ComparableAnswer,
  type ParityCast,
  type RawRequest,
} from './writeParity';
export { sendRaw, type RawAnswer } from './rawRequests';
