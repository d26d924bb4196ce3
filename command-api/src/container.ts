import {
  container as rootContainer,
  instanceCachingFactory,
  type DependencyContainer,
  type InjectionToken,
} from 'tsyringe';
import {
  AccessTokens,
  CLOCK,
  LoginThrottle,
  SignInLinks,
  ShareEmailCodes,
  ShareGrants,
  ShareOpenThrottle,
  ShareRequestThrottle,
  shareLinkPseudonyms,
  PasscodeChecks,
  systemClock,
  ResetMailThrottle,
  SessionRevocations,
  VideoAskUpdateTokens,
  createBlobStore,
  MailOutbox,
  RefreshSessions,
  TOKENS,
  createEventStore,
  createMailQueue,
  createPersonalDataExportQueue,
  createAccountErasureQueue,
  createRedis,
  jwtSecretOf,
  AccountDirectory,
  createShareLinkCodeQueue,
  type ShareLinkCodeQueue,
  type Env,
  type Logger,
} from '@dth/infrastructure';
import { AccountService } from './accounts/accountService';
import { MediaService } from './media/mediaService';
import { CatalogService } from './catalogs/catalogService';
import { SpecialistService } from './specialists/specialistService';
import { Reverts } from './audit/reverts';
import { BusinessOwnerService } from './businessOwners/businessOwnerService';
import { NetworkService } from './networks/networkService';
import { TeamService } from './teams/teamService';
import { OfferService } from './offers/offerService';
import { SavedSearchService } from './hiringLists/savedSearchService';
import { ShortlistService } from './hiringLists/shortlistService';
import { PendingOffers } from './offers/pendingOffers';
import { SpecialistCapacity } from './offers/specialistCapacity';
import { EngagementService } from './engagements/engagementService';
import { ShareLinkService } from './shareLinks/shareLinkService';
import { GoogleOpenId } from './google/googleOpenId';
import { GoogleSignInFlows } from './google/googleSignInFlows';
import { PersonalDataExports } from './accounts/personalDataExports';
import { AccountErasures } from './accounts/accountErasures';
import { SuperAdminRoster } from './accounts/superAdminRoster';
import { GOOGLE_CALLBACK_PATH } from './routes/googleRoutes';
import { AccountSettings } from './accounts/accountSettings';

export const AccountServiceToken: InjectionToken<AccountService> = Symbol('AccountService');
export const MediaServiceToken: InjectionToken<MediaService> = Symbol('MediaService');
export const CatalogServiceToken: InjectionToken<CatalogService> = Symbol('CatalogService');
export const SpecialistServiceToken: InjectionToken<SpecialistService> = Symbol('SpecialistService');
export const RevertsToken: InjectionToken<Reverts> = Symbol('Reverts');
export const NetworkServiceToken: InjectionToken<NetworkService> = Symbol('NetworkService');
export const TeamServiceToken: InjectionToken<TeamService> = Symbol('TeamService');
export const BusinessOwnerServiceToken: InjectionToken<BusinessOwnerService> = Symbol('BusinessOwnerService');
export const EngagementServiceToken: InjectionToken<EngagementService> = Symbol('EngagementService');
export const ShareLinkServiceToken: InjectionToken<ShareLinkService> = Symbol('ShareLinkService');
export const ShareLinkCodeQueueToken: InjectionToken<ShareLinkCodeQueue> = Symbol('ShareLinkCodeQueue');
export const GoogleOpenIdToken: InjectionToken<GoogleOpenId> = Symbol('GoogleOpenId');
export const GoogleSignInFlowsToken: InjectionToken<GoogleSignInFlows> = Symbol('GoogleSignInFlows');
export const PersonalDataExportsToken: InjectionToken<PersonalDataExports> = Symbol('PersonalDataExports');
export const AccountErasuresToken: InjectionToken<AccountErasures> = Symbol('AccountErasures');
export const AccountSettingsToken: InjectionToken<AccountSettings> = Symbol('AccountSettings');
export const OfferServiceToken: InjectionToken<OfferService> = Symbol('OfferService');
export const SavedSearchServiceToken: InjectionToken<SavedSearchService> = Symbol('SavedSearchService');
export const ShortlistServiceToken: InjectionToken<ShortlistService> = Symbol('ShortlistService');

/** The command API's composition root: the only place its adapters are chosen. */
export function createContainer(
  env: Env,
  logger: Logger,
  parent: DependencyContainer = rootContainer,
): DependencyContainer {
  const c = parent.createChildContainer();
  c.register(TOKENS.Env, { useValue: env });
  c.register(TOKENS.Logger, { useValue: logger });
  c.register(TOKENS.Redis, { useFactory: instanceCachingFactory(() => createRedis(env.REDIS_URL)) });
  c.register(TOKENS.EventStore, {
    useFactory: instanceCachingFactory((c) => createEventStore(env, c.resolve(TOKENS.Redis))),
  });
  c.register(TOKENS.MailOutbox, {
    useFactory: instanceCachingFactory(() => new MailOutbox(createMailQueue(env.REDIS_URL))),
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
  c.register(TOKENS.RefreshSessions, {
    useFactory: instanceCachingFactory(
      (c) =>
        new RefreshSessions(
          c.resolve(TOKENS.Redis),
          env.REFRESH_TOKEN_TTL_DAYS * 86400,
          c.resolve(TOKENS.SessionRevocations),
        ),
    ),
  });
  c.register(TOKENS.LoginThrottle, {
    useFactory: instanceCachingFactory(
      (c) =>
        new LoginThrottle(
          c.resolve(TOKENS.Redis),
          {
            maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
            maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
            blockSeconds: env.LOGIN_BLOCK_SECONDS,
          },
          jwtSecretOf(env),
        ),
    ),
  });
  c.register(TOKENS.ResetMailThrottle, {
    useFactory: instanceCachingFactory((c) => new ResetMailThrottle(c.resolve(TOKENS.Redis))),
  });
  c.register(AccountServiceToken, {
    useFactory: instanceCachingFactory(
      (c) =>
        new AccountService(
          c.resolve(TOKENS.EventStore),
          c.resolve(TOKENS.MailOutbox),
          c.resolve(TOKENS.LoginThrottle),
          new SignInLinks(c.resolve(TOKENS.Redis)),
          env.PUBLIC_URL,
        ),
    ),
  });
  // Unregistered without a client id: the Google paths answer 404.
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    const google = {
      issuer: env.OIDC_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      redirectUri: `${env.PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`,
    };
    c.register(GoogleOpenIdToken, {
      useFactory: instanceCachingFactory((c) => new GoogleOpenId(google, logger, c.resolve(CLOCK))),
    });
  }
  c.register(GoogleSignInFlowsToken, {
    useFactory: instanceCachingFactory((c) => new GoogleSignInFlows(c.resolve(TOKENS.Redis))),
  });
  c.register(TOKENS.BlobStore, { useFactory: instanceCachingFactory(() => createBlobStore(env)) });
  c.register(PersonalDataExportsToken, {
    useFactory: instanceCachingFactory(
      (c) =>
        new PersonalDataExports(
          c.resolve(TOKENS.EventStore),
          createPersonalDataExportQueue(env.REDIS_URL),
          c.resolve(TOKENS.Redis),
          c.resolve(CLOCK),
        ),
    ),
  });
  c.register(AccountErasuresToken, {
    useFactory: instanceCachingFactory(
      (c) =>
        new AccountErasures(
          c.resolve(TOKENS.EventStore),
          c.resolve(AccountServiceToken),
          c.resolve(GoogleSignInFlowsToken),
          createAccountErasureQueue(env.REDIS_URL),
          c.resolve(TOKENS.MailOutbox),
          new SuperAdminRoster(c.resolve(TOKENS.EventStore)),
          { graceSeconds: env.ACCOUNT_ERASURE_GRACE_SECONDS, publicUrl: env.PUBLIC_URL },
        ),
    ),
  });
  c.register(AccountSettingsToken, {
    useFactory: instanceCachingFactory((c) => new AccountSettings(c.resolve(TOKENS.EventStore))),
  });
  c.register(MediaServiceToken, {
    useFactory: instanceCachingFactory(
      (c) => new MediaService(c.resolve(TOKENS.EventStore), c.resolve(TOKENS.BlobStore)),
    ),
  });
  c.register(TOKENS.VideoAskUpdateTokens, {
    useFactory: instanceCachingFactory(() => new VideoAskUpdateTokens(jwtSecretOf(env))),
  });
  c.register(ShareLinkCodeQueueToken, {
    useFactory: instanceCachingFactory(() => createShareLinkCodeQueue(env.REDIS_URL)),
  });
  c.register(CatalogServiceToken, {
    useFactory: instanceCachingFactory((c) => new CatalogService(c.resolve(TOKENS.EventStore))),
  });
  c.register(SpecialistServiceToken, {
    useFactory: instanceCachingFactory((c) => new SpecialistService(c.resolve(TOKENS.EventStore))),
  });
  c.register(RevertsToken, {
    useFactory: instanceCachingFactory(
      (c) =>
        new Reverts(c.resolve(TOKENS.EventStore), c.resolve(SpecialistServiceToken), c.resolve(CatalogServiceToken)),
    ),
  });
  c.register(NetworkServiceToken, {
    useFactory: instanceCachingFactory(
      (c) => new NetworkService(c.resolve(TOKENS.EventStore), new AccountDirectory(c.resolve(TOKENS.EventStore))),
    ),
  });
  c.register(TeamServiceToken, {
    useFactory: instanceCachingFactory(
      (c) => new TeamService(c.resolve(TOKENS.EventStore), c.resolve(CatalogServiceToken)),
    ),
  });
  c.register(OfferServiceToken, {
    useFactory: instanceCachingFactory(
      (c) =>
        new OfferService(
          c.resolve(TOKENS.EventStore),
          new AccountDirectory(c.resolve(TOKENS.EventStore)),
          new SpecialistCapacity(c.resolve(TOKENS.EventStore), c.resolve(TOKENS.Redis)),
          new PendingOffers(c.resolve(TOKENS.EventStore), c.resolve(TOKENS.Redis)),
        ),
    ),
  });
  c.register(SavedSearchServiceToken, {
    useFactory: instanceCachingFactory((c) => new SavedSearchService(c.resolve(TOKENS.EventStore))),
  });
  c.register(ShortlistServiceToken, {
    useFactory: instanceCachingFactory(
      (c) =>
        new ShortlistService(
          c.resolve(TOKENS.EventStore),
          new AccountDirectory(c.resolve(TOKENS.EventStore)),
          c.resolve(TOKENS.Redis),
        ),
    ),
  });
  c.register(BusinessOwnerServiceToken, {
    useFactory: instanceCachingFactory(
      (c) =>
        new BusinessOwnerService(
          c.resolve(TOKENS.EventStore),
          new AccountDirectory(c.resolve(TOKENS.EventStore)),
          c.resolve(TOKENS.BlobStore),
        ),
    ),
  });
  c.register(EngagementServiceToken, {
    useFactory: instanceCachingFactory(
      (c) =>
        new EngagementService(
          c.resolve(TOKENS.EventStore),
          c.resolve(CatalogServiceToken),
          new AccountDirectory(c.resolve(TOKENS.EventStore)),
        ),
    ),
  });
  c.register(CLOCK, { useValue: systemClock });
  c.register(ShareLinkServiceToken, {
    useFactory: instanceCachingFactory((c) => {
      const redis = c.resolve(TOKENS.Redis);
      return new ShareLinkService(
        c.resolve(TOKENS.EventStore),
        new AccountDirectory(c.resolve(TOKENS.EventStore)),
        c.resolve(TOKENS.MailOutbox),
        c.resolve(ShareLinkCodeQueueToken),
        new ShareGrants(redis),
        new ShareEmailCodes(redis),
        new ShareOpenThrottle(redis),
        new PasscodeChecks(),
        new ShareRequestThrottle(redis),
        shareLinkPseudonyms(env),
        c.resolve(CLOCK),
        env.PUBLIC_URL,
        logger,
      );
    }),
  });
  return c;
}

/** Closes what the container opened, in reverse order of use. */
export async function disposeContainer(c: DependencyContainer): Promise<void> {
  await c.resolve(TOKENS.MailOutbox).close();
  await c.resolve(ShareLinkCodeQueueToken).close();
  await c.resolve(PersonalDataExportsToken).close();
  await c.resolve(AccountErasuresToken).close();
  await c.resolve(TOKENS.EventStore).close();
  c.resolve(TOKENS.Redis).disconnect();
}
