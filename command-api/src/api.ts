import type express from 'express';
import type { DependencyContainer } from 'tsyringe';
import { TOKENS, authenticate, checkServedRoutes, openApiDocument, shareLinkIpSaltOf } from '@dth/infrastructure';
import type { AccountService } from './accounts/accountService';
import type { CatalogService } from './catalogs/catalogService';
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
} from './container';
import type { MediaService } from './media/mediaService';
import type { GoogleOpenId } from './google/googleOpenId';
import type { GoogleSignInFlows } from './google/googleSignInFlows';
import { authRoutes } from './routes/authRoutes';
import { googleRoutes } from './routes/googleRoutes';
import { signedInAnswers } from './routes/signedInAnswers';
import { personalDataRoutes } from './routes/personalDataRoutes';
import type { AccountErasures } from './accounts/accountErasures';
import type { PersonalDataExports } from './accounts/personalDataExports';
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
import type { Reverts } from './audit/reverts';
import type { SpecialistService } from './specialists/specialistService';
import type { BusinessOwnerService } from './businessOwners/businessOwnerService';
import type { NetworkService } from './networks/networkService';
import type { TeamService } from './teams/teamService';
import type { OfferService } from './offers/offerService';
import { offerRoutes } from './routes/offerRoutes';
import type { EngagementService } from './engagements/engagementService';
import type { ShareLinkService } from './shareLinks/shareLinkService';
import type { AccountSettings } from './accounts/accountSettings';

/** Mounts every write path and `GET /openapi.json`, documented from the same route definitions. */
export function mountApi(app: express.Express, c: DependencyContainer): void {
  const env = c.resolve(TOKENS.Env);
  const specialists = c.resolve<SpecialistService>(SpecialistServiceToken);
  const catalogs = c.resolve<CatalogService>(CatalogServiceToken);
  const auth = authenticate(c.resolve(TOKENS.AccessTokens));
  const accounts = c.resolve<AccountService>(AccountServiceToken);
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
      google: c.isRegistered(GoogleOpenIdToken, true) ? c.resolve<GoogleOpenId>(GoogleOpenIdToken) : undefined,
      flows: c.resolve<GoogleSignInFlows>(GoogleSignInFlowsToken),
      accounts,
      sessions,
      signedIn,
      publicUrl: env.PUBLIC_URL,
    }),
    personalDataRoutes({
      exports: c.resolve<PersonalDataExports>(PersonalDataExportsToken),
      erasures: c.resolve<AccountErasures>(AccountErasuresToken),
      settings: c.resolve<AccountSettings>(AccountSettingsToken),
      accounts,
      clientOf: signedIn.clientOf,
      authenticate: auth,
    }),
    mediaRoutes(c.resolve<MediaService>(MediaServiceToken), auth),
    specialistRoutes({ specialists, catalogs, authenticate: auth }),
    billingRoutes(specialists, auth),
    videoAskRoutes({ specialists, catalogs, updateTokens: c.resolve(TOKENS.VideoAskUpdateTokens), authenticate: auth }),
    catalogRoutes(catalogs, auth),
    networkRoutes(c.resolve<NetworkService>(NetworkServiceToken), auth),
    teamRoutes(c.resolve<TeamService>(TeamServiceToken), c.resolve<OfferService>(OfferServiceToken), auth),
    offerRoutes(c.resolve<OfferService>(OfferServiceToken), auth),
    businessOwnerRoutes(c.resolve<BusinessOwnerService>(BusinessOwnerServiceToken), auth),
    engagementRoutes(c.resolve<EngagementService>(EngagementServiceToken), auth),
    shareLinkRoutes(c.resolve<ShareLinkService>(ShareLinkServiceToken), shareLinkIpSaltOf(env), auth),
    revertRoutes(c.resolve<Reverts>(RevertsToken), auth),
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
