import {
  container as rootContainer,
  instanceCachingFactory,
  type DependencyContainer,
  type InjectionToken,
} from 'tsyringe';
import {
  AccessTokens,
  CLOCK,
  DocumentMaker,
  DownloadLinks,
  PdfRenderPool,
  createDocumentQueue,
  createShareLinkDownloadQueue,
  documentFontFiles,
  ReadModelStore,
  createAuditExportQueue,
  createAuditReader,
  createBlobStore,
  createPersonalDataExportQueue,
  type AuditStoreReader,
  ShareGrants,
  systemClock,
  SessionRevocations,
  TOKENS,
  VideoAskUpdateTokens,
  createEventLog,
  createRedis,
  jwtSecretOf,
  shareLinkPseudonyms,
  type Env,
  type Logger,
} from '@dth/infrastructure';
import { DocumentDelivery } from './documents/documentDelivery';
import { DocumentReads } from './documents/documentReads';
import { RenderSlots } from './documents/renderSlots';
import { AuditExports } from './report/auditExports';
import { RecordHistory } from './report/recordHistory';
import { PersonalDataExportReads } from './account/personalDataExportReads';
import { AuditQuery } from './report/auditQuery';
import { FrozenContent } from './shareLinks/frozenContent';
import { ShareLinkReads } from './shareLinks/shareLinkReads';
import { NotificationHub } from './notifications/notificationHub';
import { STREAM_LIFETIME_MS, StreamsPerUser } from './notifications/streamsPerUser';

export const ShareLinkReadsToken: InjectionToken<ShareLinkReads> = Symbol('ShareLinkReads');
export const AuditStoreToken: InjectionToken<AuditStoreReader> = Symbol('AuditStore');
export const AuditQueryToken: InjectionToken<AuditQuery> = Symbol('AuditQuery');
export const RecordHistoryToken: InjectionToken<RecordHistory> = Symbol('RecordHistory');
export const AuditExportsToken: InjectionToken<AuditExports> = Symbol('AuditExports');
export const PersonalDataExportReadsToken: InjectionToken<PersonalDataExportReads> = Symbol('PersonalDataExportReads');
export const DownloadLinksToken: InjectionToken<DownloadLinks> = Symbol('DownloadLinks');
export const NotificationHubToken: InjectionToken<NotificationHub> = Symbol('NotificationHub');
export const DocumentReadsToken: InjectionToken<DocumentReads> = Symbol('DocumentReads');
export const DocumentDeliveryToken: InjectionToken<DocumentDelivery> = Symbol('DocumentDelivery');

/** The query API's composition root: Redis, and the log read-only (the admin report's record history); never an append. */
export function createContainer(
  env: Env,
  logger: Logger,
  parent: DependencyContainer = rootContainer,
): DependencyContainer {
  const c = parent.createChildContainer();
  c.register(TOKENS.Env, { useValue: env });
  c.register(TOKENS.Logger, { useValue: logger });
  c.register(TOKENS.Redis, { useFactory: instanceCachingFactory(() => createRedis(env.REDIS_URL)) });
  c.register(TOKENS.ReadModels, {
    useFactory: instanceCachingFactory((c) => new ReadModelStore(c.resolve(TOKENS.Redis))),
  });
  c.register(TOKENS.SessionRevocations, {
    useFactory: instanceCachingFactory(
      (c) =>
        new SessionRevocations(c.resolve(TOKENS.Redis), {
          accessSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
          refreshSeconds: env.REFRESH_TOKEN_TTL_DAYS * 86400,
        }),
    ),
  });
  c.register(TOKENS.AccessTokens, {
    useFactory: instanceCachingFactory(
      (c) => new AccessTokens(jwtSecretOf(env), env.ACCESS_TOKEN_TTL_SECONDS, c.resolve(TOKENS.SessionRevocations)),
    ),
  });
  c.register(TOKENS.EventLog, { useFactory: instanceCachingFactory(() => createEventLog(env)) });
  c.register(TOKENS.VideoAskUpdateTokens, {
    useFactory: instanceCachingFactory(() => new VideoAskUpdateTokens(jwtSecretOf(env))),
  });
  // The admin report's rows: the projector's SQLite file, read-only here.
  c.register(AuditStoreToken, { useFactory: instanceCachingFactory(() => createAuditReader(env)) });
  c.register(AuditQueryToken, {
    useFactory: instanceCachingFactory((d) => new AuditQuery(d.resolve(TOKENS.ReadModels), d.resolve(AuditStoreToken))),
  });
  // A record's past (as-of, diffs): the report's and the documents' as-of copies read it alike.
  c.register(RecordHistoryToken, {
    useFactory: instanceCachingFactory(
      (d) => new RecordHistory(d.resolve(TOKENS.EventLog), d.resolve(AuditQueryToken), d.resolve(TOKENS.ReadModels)),
    ),
  });
  c.register(DownloadLinksToken, { useFactory: instanceCachingFactory(() => new DownloadLinks(jwtSecretOf(env))) });
  // The report's exports are jobs for the worker; this side only starts them and reads their progress.
  c.register(AuditExportsToken, {
    useFactory: instanceCachingFactory(
      (d) => new AuditExports(createAuditExportQueue(env.REDIS_URL), d.resolve(DownloadLinksToken)),
    ),
  });
  c.register(PersonalDataExportReadsToken, {
    useFactory: instanceCachingFactory(
      () => new PersonalDataExportReads(createPersonalDataExportQueue(env.REDIS_URL), createBlobStore(env)),
    ),
  });
  // Live notifications: one Redis subscription per instance, fanned out to its open streams.
  c.register(NotificationHubToken, {
    useFactory: instanceCachingFactory((d) => {
      const redis = d.resolve(TOKENS.Redis);
      return new NotificationHub(redis, logger, new StreamsPerUser(redis, STREAM_LIFETIME_MS, d.resolve(CLOCK)));
    }),
  });
  // Documents: read here under the records' rules, a CV drawn by render processes, packs by the worker; all kept in the blob store by content.
  c.register(DocumentReadsToken, {
    useFactory: instanceCachingFactory(
      (d) => new DocumentReads(d.resolve(TOKENS.ReadModels), d.resolve(RecordHistoryToken)),
    ),
  });
  c.register(DocumentDeliveryToken, {
    useFactory: instanceCachingFactory(
      (d) =>
        new DocumentDelivery(
          new DocumentMaker(
            createBlobStore(env),
            new PdfRenderPool(documentFontFiles(env), env.DOCUMENT_RENDER_PROCESSES),
            logger,
          ),
          createDocumentQueue(env.REDIS_URL),
          createShareLinkDownloadQueue(env.REDIS_URL),
          d.resolve(TOKENS.ReadModels),
          new RenderSlots(d.resolve(TOKENS.Redis), d.resolve(CLOCK)),
          d.resolve(CLOCK),
        ),
    ),
  });
  c.register(CLOCK, { useValue: systemClock });
  c.register(ShareLinkReadsToken, {
    useFactory: instanceCachingFactory((c) => {
      const redis = c.resolve(TOKENS.Redis);
      return new ShareLinkReads(
        c.resolve(TOKENS.ReadModels),
        new ShareGrants(redis),
        new FrozenContent(c.resolve(TOKENS.EventLog)),
        c.resolve(CLOCK),
        shareLinkPseudonyms(env),
      );
    }),
  });
  return c;
}

export async function disposeContainer(c: DependencyContainer): Promise<void> {
  c.resolve(NotificationHubToken).stop();
  await c.resolve(TOKENS.ReadModels).stop();
  await c.resolve(TOKENS.EventLog).close();
  await c.resolve(AuditStoreToken).close();
  await c.resolve(AuditExportsToken).close();
  await c.resolve(PersonalDataExportReadsToken).close();
  await c.resolve(DocumentDeliveryToken).close();
  c.resolve(TOKENS.Redis).disconnect();
}
