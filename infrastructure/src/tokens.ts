import type { InjectionToken } from 'tsyringe';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AccessTokens } from './auth/accessTokens';
import type { VideoAskUpdateTokens } from './auth/videoAskTokens';
import type { BlobStore } from './blobStore/blobStore';
import type { LoginThrottle } from './auth/loginThrottle';
import type { ResetMailThrottle } from './auth/resetMailThrottle';
import type { RefreshSessions } from './auth/refreshSessions';
import type { SessionRevocations } from './auth/sessionRevocations';
import type { Env } from './config/env';
import type { EventStore } from './eventStore/eventStore';
import type { EventLog } from './eventStore/eventLog';
import type { MailOutbox } from './queues/queues';
import type { ReadModelStore } from './readStore/readModelStore';

/** Injection tokens of the ports; adapters are chosen in each service's container.ts. */
export const TOKENS = {
  Env: Symbol('Env') as InjectionToken<Env>,
  Logger: Symbol('Logger') as InjectionToken<Logger>,
  Redis: Symbol('Redis') as InjectionToken<Redis>,
  EventStore: Symbol('EventStore') as InjectionToken<EventStore>,
  /** The log, read-only (the query API's record history). */
  EventLog: Symbol('EventLog') as InjectionToken<EventLog>,
  ReadModels: Symbol('ReadModels') as InjectionToken<ReadModelStore>,
  AccessTokens: Symbol('AccessTokens') as InjectionToken<AccessTokens>,
  RefreshSessions: Symbol('RefreshSessions') as InjectionToken<RefreshSessions>,
  SessionRevocations: Symbol('SessionRevocations') as InjectionToken<SessionRevocations>,
  LoginThrottle: Symbol('LoginThrottle') as InjectionToken<LoginThrottle>,
  ResetMailThrottle: Symbol('ResetMailThrottle') as InjectionToken<ResetMailThrottle>,
  MailOutbox: Symbol('MailOutbox') as InjectionToken<MailOutbox>,
  BlobStore: Symbol('BlobStore') as InjectionToken<BlobStore>,
  VideoAskUpdateTokens: Symbol('VideoAskUpdateTokens') as InjectionToken<VideoAskUpdateTokens>,
} as const;
