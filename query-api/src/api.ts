import type express from 'express';
import type { DependencyContainer } from 'tsyringe';
import {
  CLOCK,
  TOKENS,
  authenticate,
  checkServedRoutes,
  openApiDocument,
  shareLinkIpSaltOf,
} from '@dth/infrastructure';
import { documentRoutes } from './documents/documentRoutes';
import { activityRoutes } from './routes/activityRoutes';
import { teamMatchRoutes } from './routes/teamMatchRoutes';
import { authRoutes } from './routes/authRoutes';
import { countriesRoutes } from './routes/countriesRoutes';
import { businessOwnerRoutes } from './routes/businessOwnerRoutes';
import { networkRoutes } from './routes/networkRoutes';
import { profileRoutes } from './routes/profileRoutes';
import { projectRoutes } from './routes/projectRoutes';
import { specialistSearchRoutes } from './routes/specialistSearchRoutes';
import { teamRoutes } from './routes/teamRoutes';
import { offerRoutes } from './routes/offerRoutes';
import { hiringListRoutes } from './routes/hiringListRoutes';
import { OfferReads } from './offers/offerReads';
import { auditExportRoutes } from './report/auditExportRoutes';
import { reportRoutes } from './report/reportRoutes';
import { shareLinkRoutes } from './routes/shareLinkRoutes';
import { changesRoutes } from './changes/changesRoutes';
import { notificationRoutes } from './notifications/notificationRoutes';
import {
  AuditExportsToken,
  AuditQueryToken,
  RecordHistoryToken,
  DocumentDeliveryToken,
  DocumentReadsToken,
  DownloadLinksToken,
  NotificationHubToken,
  PersonalDataExportReadsToken,
  ShareLinkReadsToken,
} from './container';
import { personalDataRoutes } from './account/personalDataRoutes';

/** Mounts every read path and `GET /openapi.json`, documented from the same route definitions. */
export function mountApi(app: express.Express, c: DependencyContainer): void {
  const readModels = c.resolve(TOKENS.ReadModels);
  const auth = authenticate(c.resolve(TOKENS.AccessTokens));
  const routers = [
    authRoutes(readModels, auth),
    activityRoutes(readModels, auth),
    profileRoutes(readModels, c.resolve(TOKENS.VideoAskUpdateTokens), c.resolve(TOKENS.Env).VIDEOASK_WELCOME_URL, auth),
    countriesRoutes(),
    specialistSearchRoutes(readModels, auth),
    networkRoutes(readModels, auth),
    teamRoutes(readModels, auth),
    teamMatchRoutes(readModels, c.resolve(CLOCK), auth),
    offerRoutes(new OfferReads(readModels, c.resolve(CLOCK)), auth),
    hiringListRoutes(readModels, auth),
    businessOwnerRoutes(readModels, auth),
    projectRoutes(readModels, auth),
    reportRoutes(readModels, c.resolve(AuditQueryToken), c.resolve(RecordHistoryToken), auth, c.resolve(CLOCK)),
    auditExportRoutes(c.resolve(AuditQueryToken), c.resolve(AuditExportsToken), c.resolve(DownloadLinksToken), auth),
    shareLinkRoutes(c.resolve(ShareLinkReadsToken), auth),
    changesRoutes(readModels, c.resolve(AuditQueryToken), auth),
    notificationRoutes(readModels, c.resolve(NotificationHubToken), auth, c.resolve(TOKENS.AccessTokens)),
    personalDataRoutes(
      c.resolve(PersonalDataExportReadsToken),
      c.resolve(TOKENS.Env).ACCOUNT_ERASURE_GRACE_SECONDS,
      auth,
    ),
    documentRoutes(
      c.resolve(DocumentReadsToken),
      c.resolve(ShareLinkReadsToken),
      c.resolve(DocumentDeliveryToken),
      shareLinkIpSaltOf(c.resolve(TOKENS.Env)),
      auth,
    ),
  ];
  for (const routes of routers) app.use(routes.router);
  const operations = routers.flatMap((r) => r.operations);
  checkServedRoutes('query', operations);
  const document = openApiDocument(
    'query',
    {
      title: 'DTH query API',
      version: '1.0.0',
      description: 'Every read. Send X-Min-Position (the `position` of your last write) to read your own writes.',
    },
    operations,
  );
  app.get('/openapi.json', (_req, res) => void res.json(document));
}
