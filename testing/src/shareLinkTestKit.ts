import request from 'supertest';
import type { NetworkCast, NetworkRole } from './networkTestKit';
import { bearer } from './profileTestKit';
import type { TestPlatform } from './testPlatform';

/** A live link on the owner's team (where `cast.member` is a member), made for one request. */
export interface ShareLinkFixture {
  teamId: string;
  linkId: string;
  token: string;
}

export async function shareLinkFixture(
  platform: TestPlatform,
  cast: NetworkCast,
  teamId: string,
): Promise<ShareLinkFixture> {
  const res = await request(platform.command)
    .post('/share-links')
    .set(bearer(cast.owner))
    .send({ target_type: 'team', target_id: teamId, mode: 'live' })
    .expect(201);
  return { teamId, linkId: res.body.id, token: res.body.token };
}

export interface ShareLinkWritePath {
  name: string;
  method: 'post';
  path: (f: ShareLinkFixture, cast: NetworkCast) => string;
  body?: (f: ShareLinkFixture, cast: NetworkCast) => object;
  /** The answer each role gets (docs/api.md, "Share links"). */
  expected: Record<NetworkRole, number>;
}

/** The target's owner and admins manage a link; to anyone else it does not exist. */
const managers = (success: number): Record<NetworkRole, number> => ({
  anonymous: 401,
  stranger: 404,
  invitee: 404,
  member: 404,
  otherOwner: 404,
  owner: success,
  admin: success,
});
/** Public paths: the same answer whoever calls (a session is ignored there). */
const everyone = (status: number): Record<NetworkRole, number> => ({
  anonymous: status,
  stranger: status,
  invitee: status,
  member: status,
  otherOwner: status,
  owner: status,
  admin: status,
});

/** Every write path of share links, with a body it accepts and who may send it. */
export const SHARE_LINK_WRITES: ShareLinkWritePath[] = [
  {
    // The team member may read the team (403); the invitee and others may not (404).
    name: 'create share link',
    method: 'post',
    path: () => '/share-links',
    body: (f) => ({ target_type: 'team', target_id: f.teamId, mode: 'frozen' }),
    expected: { ...managers(201), member: 403 },
  },
  {
    name: 'revoke share link',
    method: 'post',
    path: (f) => `/share-links/${f.linkId}/revoke`,
    body: () => ({}),
    expected: managers(200),
  },
  {
    name: 'extend share link',
    method: 'post',
    path: (f) => `/share-links/${f.linkId}/extend`,
    body: () => ({ expires_at: null }),
    expected: managers(200),
  },
  {
    name: 'open share link (public)',
    method: 'post',
    path: (f) => `/public/share-links/${f.token}/open`,
    body: () => ({}),
    expected: everyone(200),
  },
  {
    name: 'mail a share-link code (public)',
    method: 'post',
    path: (f) => `/public/share-links/${f.token}/email-code`,
    body: () => ({ email: 'client@example.com' }),
    expected: everyone(202),
  },
  {
    // Without the grant of an open (these paths send no header): 403 for everyone, and nothing appended.
    name: 'answer a share link without a grant (public)',
    method: 'post',
    path: (f) => `/public/share-links/${f.token}/requests`,
    body: () => ({ kind: 'approve', name: 'Ada Client', email: 'ada@client.example' }),
    expected: everyone(403),
  },
];
