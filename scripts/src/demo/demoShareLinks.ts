import { createHmac, randomUUID } from 'node:crypto';
import type { DependencyContainer } from 'tsyringe';
import {
  SHARE_TOKEN_BYTES,
  engagementDecider,
  shareLinkDecider,
  teamDecider,
  toEngagementStream,
  toShareLinkStream,
  toTeamStream,
  type Actor,
  type ShareLinkCommand,
  type ShareMode,
  type ShareTargetType,
} from '@dth/domain';
import {
  AccountDirectory,
  TOKENS,
  handleCommand,
  jwtSecretOf,
  loadAggregate,
  shareLinkIdOf,
  type Logger,
} from '@dth/infrastructure';
import { DEMO_OWNER_EMAIL, seedContext } from './demoNetwork';
import { demoProjectId, demoTeamId } from './demoProjects';

interface DemoShareLink {
  key: string;
  targetType: ShareTargetType;
  targetId: string;
  mode: ShareMode;
  /** What a client answered the link, so the owner's list of requests is not empty on first start. */
  requests?: readonly DemoRequest[];
}

interface DemoRequest {
  kind: 'intro' | 'approve';
  message: string;
}

/** Who answers the demo links: a made-up client at a reserved domain (RFC 2606), never a real address. */
const DEMO_CLIENT = { name: 'Ana Client', email: 'ana@client.example' };

const DEMO_SHARE_LINKS = (): DemoShareLink[] => [
  {
    key: 'checkout-team-live',
    targetType: 'team',
    targetId: demoTeamId('checkout'),
    mode: 'live',
    requests: [
      { kind: 'intro', message: 'Could we meet before Friday to talk about the checkout rebuild?' },
      { kind: 'approve', message: 'This team looks right to us; please go ahead.' },
    ],
  },
  {
    key: 'assistant-pilot-frozen',
    targetType: 'project',
    targetId: demoProjectId(DEMO_OWNER_EMAIL, 'assistant-pilot'),
    mode: 'frozen',
  },
];

/**
 * A demo link's token: random to anyone without this installation's secret, yet the same on every
 * start, so the seed finds the link it made before and writes it once.
 */
export const demoShareToken = (secret: string, key: string) =>
  createHmac('sha256', secret)
    .update(`demo:share-link:${key}`)
    .digest()
    .subarray(0, SHARE_TOKEN_BYTES)
    .toString('base64url');

/**
 * owner@example.com's demo share links: a live link to the checkout team (which a client has answered
 * with an intro request and an approval) and a frozen link to the assistant pilot (a DPD project with
 * milestones), through the share-link decider with the seed as actor on the owner's behalf. Needs the demo teams and projects (seeded first); a link whose
 * target is missing is skipped. Answers the last position written.
 */
export async function seedDemoShareLinks(
  container: DependencyContainer,
  logger: Logger,
  now = new Date().toISOString(),
): Promise<bigint | undefined> {
  const store = container.resolve(TOKENS.EventStore);
  const env = container.resolve(TOKENS.Env);
  const ownerAccount = await new AccountDirectory(store).byEmail(DEMO_OWNER_EMAIL);
  if (ownerAccount?.userType !== 'business_owner') return undefined;
  const owner: Actor = { userId: ownerAccount.userId!, userType: 'business_owner' };
  const secret = jwtSecretOf(env);
  const ctx = seedContext(now);
  let position: bigint | undefined;
  const made: string[] = [];
  for (const link of DEMO_SHARE_LINKS()) {
    const token = demoShareToken(secret, link.key);
    const linkId = shareLinkIdOf(token)!;
    if ((await loadAggregate(store, toShareLinkStream(linkId), shareLinkDecider)).revision !== 'no_stream') continue;
    const target =
      link.targetType === 'team'
        ? (await loadAggregate(store, toTeamStream(link.targetId), teamDecider)).state
        : (await loadAggregate(store, toEngagementStream(link.targetId), engagementDecider)).state;
    if (target.lifecycle === 'none' || target.ownerId !== owner.userId) continue;
    const name = 'details' in target ? target.details.name : target.name;
    const command: ShareLinkCommand = {
      type: 'CreateShareLink',
      metadata: { now, actor: owner },
      data: {
        linkId,
        token,
        target: {
          type: link.targetType,
          id: link.targetId,
          exists: true,
          ownerId: owner.userId,
          readableByActor: true,
          name,
        },
        mode: link.mode,
        expiresAt: null,
        passcodeHash: null,
        allowedEmails: [],
        maxViews: null,
        anonymised: false,
        showBudget: false,
        notifyOnFirstOpen: false,
      },
    };
    position =
      (await handleCommand(store, toShareLinkStream(linkId), shareLinkDecider, command, ctx)).position ?? position;
    // An intro names the team's first member, by their id (the demo links are not anonymised).
    const shown = 'members' in target ? Object.keys(target.members).map((id) => ({ id, shownAs: id })) : [];
    for (const answer of link.requests ?? []) {
      const profileId = answer.kind === 'intro' ? (shown[0]?.id ?? null) : null;
      if (answer.kind === 'intro' && profileId === null) continue;
      const asked: ShareLinkCommand = {
        type: 'MakeShareLinkRequest',
        metadata: { now, actor: { userId: 'seed', userType: 'specialist' } },
        data: {
          linkId,
          requestId: randomUUID(),
          granted: true,
          kind: answer.kind,
          profileId,
          shown,
          message: answer.message,
          ...DEMO_CLIENT,
          ipHash: 'demo-seed',
        },
      };
      position =
        (await handleCommand(store, toShareLinkStream(linkId), shareLinkDecider, asked, ctx)).position ?? position;
    }
    made.push(`${env.PUBLIC_URL}/stage/shared-${link.targetType}/${token}`);
  }
  if (made.length > 0) logger.info({ links: made }, `seeded the demo share links of ${DEMO_OWNER_EMAIL}`);
  return position;
}
