import type express from 'express';
import type { DependencyContainer } from 'tsyringe';
import { TOKENS, authenticate, checkServedRoutes, openApiDocument, shareLinkIpSaltOf } from '@dth/infrastructure';
import {
  AccountServiceToken,
  BusinessOwnerServiceToken,
  GoogleOpenIdToken,
  GoogleSignInFlowsToken,
  PersonalDataExportsToken,
  AccountErasuresToken,
  AccountSettingsToken,
  CatalogServiceToken,
  EngagementServiceToken,
  MediaServiceToken,
  ShareLinkServiceToken,
  NetworkServiceToken,
  RevertsToken,
  SpecialistServiceToken,
  TeamServiceToken,
  OfferServiceToken,
  SavedSearchServiceToken,
  ShortlistServiceToken,
} from './container';
import { authRoutes } from './routes/authRoutes';
import { googleRoutes } from './routes/googleRoutes';
import { signedInAnswers } from './routes/signedInAnswers';
import { personalDataRoutes } from './routes/personalDataRoutes';
import { businessOwnerRoutes } from './routes/businessOwnerRoutes';
import { networkRoutes } from './routes/networkRoutes';
import { teamRoutes } from './routes/teamRoutes';
import { engagementRoutes } from './routes/engagementRoutes';
import { shareLinkRoutes } from './routes/shareLinkRoutes';
import { billingRoutes } from './routes/billingRoutes';
import { catalogRoutes } from './routes/catalogRoutes';
import { mediaRoutes } from './routes/mediaRoutes';
import { specialistRoutes } from './routes/specialistRoutes';
import { videoAskRoutes } from './routes/videoAskRoutes';
import { revertRoutes } from './routes/revertRoutes';
import { offerRoutes } from './routes/offerRoutes';
import { savedSearchRoutes } from './routes/savedSearchRoutes';
import { shortlistRoutes } from './routes/shortlistRoutes';

/** Mounts every write path and `GET /openapi.json`, documented from the same route definitions. */
export function mountApi(app: express.Express, c: DependencyContainer): void {
  const env = c.resolve(TOKENS.Env);
  const specialists = c.resolve(SpecialistServiceToken);
  const catalogs = c.resolve(CatalogServiceToken);
  const auth = authenticate(c.resolve(TOKENS.AccessTokens));
  const accounts = c.resolve(AccountServiceToken);
  const accessTokens = c.resolve(TOKENS.AccessTokens);
  const sessions = c.resolve(TOKENS.RefreshSessions);
  const signedIn = signedInAnswers({
    accessTokens,
    refreshTtlSeconds: env.REFRESH_TOKEN_TTL_DAYS * 86400,
    secureCookies: env.PUBLIC_URL.startsWith('https:'),
  });
  const routers = [
    authRoutes({ accounts, accessTokens, sessions, resetMailThrottle: c.resolve(TOKENS.ResetMailThrottle), signedIn }),
    googleRoutes({
      google: c.isRegistered(GoogleOpenIdToken, true) ? c.resolve(GoogleOpenIdToken) : undefined,
      flows: c.resolve(GoogleSignInFlowsToken),
      accounts,
      sessions,
      signedIn,
      publicUrl: env.PUBLIC_URL,
    }),
    personalDataRoutes({
      exports: c.resolve(PersonalDataExportsToken),
      erasures: c.resolve(AccountErasuresToken),
      settings: c.resolve(AccountSettingsToken),
      accounts,
      clientOf: (req) => signedIn.clientOf(req),
      authenticate: auth,
    }),
    mediaRoutes(c.resolve(MediaServiceToken), auth),
    specialistRoutes({ specialists, catalogs, authenticate: auth }),
    billingRoutes(specialists, auth),
    videoAskRoutes({ specialists, catalogs, updateTokens: c.resolve(TOKENS.VideoAskUpdateTokens), authenticate: auth }),
    catalogRoutes(catalogs, auth),
    networkRoutes(c.resolve(NetworkServiceToken), auth),
    teamRoutes(c.resolve(TeamServiceToken), c.resolve(OfferServiceToken), auth),
    offerRoutes(c.resolve(OfferServiceToken), auth),
    savedSearchRoutes(c.resolve(SavedSearchServiceToken), auth),
    shortlistRoutes(c.resolve(ShortlistServiceToken), auth),
    businessOwnerRoutes(c.resolve(BusinessOwnerServiceToken), auth),
    engagementRoutes(c.resolve(EngagementServiceToken), auth),
    shareLinkRoutes(c.resolve(ShareLinkServiceToken), shareLinkIpSaltOf(env), auth),
    revertRoutes(c.resolve(RevertsToken), auth),
  ];
  for (const routes of routers) app.use(routes.router);

  const operations = routers.flatMap((r) => r.operations);
  checkServedRoutes('command', operations);
  const document = openApiDocument(
    'command',
    {
      title: 'DTH command API',
      version: '1.0.0',
      description: 'Every write. Successful writes answer `{ data, message, position }`.',
    },
    operations,
  );
  app.get('/openapi.json', (_req, res) => void res.json(document));
}
