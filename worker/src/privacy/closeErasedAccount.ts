import {
  emailReservationDecider,
  externalIdentityReservationDecider,
  networkDecider,
  specialistDecider,
  toNetworkStream,
  toSpecialistStream,
  type AccountErased,
  type EmailReserved,
  type ExternalIdentity,
  type ExternalIdentityReserved,
  type SpecialistInvited,
} from '@dth/domain';
import { handleCommand, type CommandContext, type EventStore } from '@dth/infrastructure';

/** What of the log names an erased person: the streams the closing steps write to. */
interface TheirStreams {
  addresses: Set<string>;
  /** By stream: the subject as the log reads it (empty once the person's keys are destroyed). */
  identities: Map<string, ExternalIdentity>;
  networks: Set<string>;
}

/**
 * The people's streams, found in one pass over the log by fields that are not personal (the user id
 * the reservations and invitations name), so this works after their keys are destroyed too.
 */
async function theirStreams(store: EventStore, userIds: ReadonlySet<string>): Promise<Map<string, TheirStreams>> {
  const found = new Map<string, TheirStreams>();
  const of = (userId: string) => {
    let streams = found.get(userId);
    if (!streams) found.set(userId, (streams = { addresses: new Set(), identities: new Map(), networks: new Set() }));
    return streams;
  };
  for await (const event of store.readAll()) {
    if (event.type === 'EmailReserved') {
      const { userId } = event.data as EmailReserved['data'];
      if (userIds.has(userId)) of(userId).addresses.add(event.stream);
    } else if (event.type === 'ExternalIdentityReserved') {
      const { userId, provider, subject } = event.data as ExternalIdentityReserved['data'];
      if (userIds.has(userId)) of(userId).identities.set(event.stream, { provider, subject });
    } else if (event.stream.startsWith('network-')) {
      const { specialistId, networkId } = event.data as Partial<SpecialistInvited['data']>;
      if (specialistId && networkId && userIds.has(specialistId)) of(specialistId).networks.add(networkId);
    }
  }
  return found;
}

async function close(store: EventStore, userId: string, streams: TheirStreams | undefined, ctx: CommandContext) {
  const { now } = ctx;
  for (const stream of streams?.addresses ?? [])
    await handleCommand(
      store,
      stream,
      emailReservationDecider,
      { type: 'ReleaseEmail', data: { userId }, metadata: { now } },
      ctx,
    );
  for (const [stream, identity] of streams?.identities ?? [])
    await handleCommand(
      store,
      stream,
      externalIdentityReservationDecider,
      { type: 'ReleaseExternalIdentity', data: { ...identity, userId }, metadata: { now } },
      ctx,
    );
  await handleCommand(
    store,
    toSpecialistStream(userId),
    specialistDecider,
    { type: 'CloseErasedProfile', data: { specialistId: userId }, metadata: { now } },
    ctx,
  );
  for (const networkId of streams?.networks ?? [])
    await handleCommand(
      store,
      toNetworkStream(networkId),
      networkDecider,
      { type: 'EndErasedMemberships', data: { networkId, specialistId: userId }, metadata: { now } },
      ctx,
    );
}

/**
 * Closes what an erased person leaves in other streams than their account's, each through its decider
 * and each a no-op when done before (a job run again): their address and Google subjects are released
 * for a new account to take, their profile takes no more changes, and their network invitations and
 * memberships end (their teams keep them). One pass over the log: an erasure is rare, and rebuilds
 * every read model from the log just after anyway.
 */
export async function closeErasedAccount(store: EventStore, userId: string, ctx: CommandContext): Promise<void> {
  await close(store, userId, (await theirStreams(store, new Set([userId]))).get(userId), ctx);
}

/**
 * The same for every account the log says was erased (`npm run privacy:close-erased`: erasures made
 * before their job did this); answers how many. Two passes over the log, whatever their number.
 */
export async function closeEveryErasedAccount(store: EventStore, ctx: CommandContext): Promise<number> {
  const erased = new Set<string>();
  for await (const event of store.readAll())
    if (event.type === 'AccountErased') erased.add((event.data as AccountErased['data']).userId);
  const streams = await theirStreams(store, erased);
  for (const userId of erased) await close(store, userId, streams.get(userId), ctx);
  return erased.size;
}
