import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MAILS_PER_RECIPIENT_PER_HOUR, USER_MAILS_PER_SENDER_PER_HOUR } from '@dth/domain';
import { queuedMails, startProfilePlatform, type TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from '../gateway/platformBehindGateway';

/*
 * Hardening round two, finding 5 (docs/reliability.md): a user can make the platform mail others
 * only so often. Past a limit the answer is the same, nothing is sent, and the report counts it.
 * The platform runs with the production limits; every request goes through the gateway.
 */
let behind: PlatformBehindGateway;
let admin: TestUser;

beforeAll(async () => {
  behind = await startPlatformBehindGateway(() =>
    startProfilePlatform(
      {},
      {
        USER_MAILS_PER_SENDER_PER_HOUR: String(USER_MAILS_PER_SENDER_PER_HOUR),
        USER_MAILS_PER_RECIPIENT_PER_HOUR: String(USER_MAILS_PER_RECIPIENT_PER_HOUR),
      },
    ),
  );
  admin = await behind.platform.createUser('admin');
}, 120_000);
afterAll(() => behind?.stop());

const call = (method: string, path: string, user: TestUser, body?: unknown) =>
  behind.send(
    method,
    path,
    { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  );

async function ownerWithNetwork(): Promise<{ owner: TestUser; networkId: string }> {
  const owner = await behind.platform.createUser('business_owner');
  const network = await call('POST', '/networks', owner, { name: `Guild ${randomUUID().slice(0, 8)}` });
  expect(network.status).toBe(201);
  return { owner, networkId: network.json.id };
}

/** The withheld mails the admin report lists for one sender, once the worker has mailed (or held back) what the requests set off. */
async function withheldRowsOf(sender: string) {
  await behind.platform.reacted();
  const filter = encodeURIComponent(JSON.stringify({ target_type: 'withheld-mail', target_id: sender }));
  const rows = await behind.send('GET', `/audit-events?filter=${filter}&range=${encodeURIComponent('[0,99]')}`, {
    authorization: `Bearer ${admin.token}`,
  });
  expect(rows.status, rows.raw.toString()).toBe(200);
  return rows.json as {
    action: string;
    target: { type: string; id: string };
    changes: { field: string; before: unknown; after: unknown }[];
  }[];
}

describe('mail a user makes the platform send to others (finding 5)', () => {
  it(`inviting and withdrawing in a loop mails one address ${USER_MAILS_PER_RECIPIENT_PER_HOUR} times an hour, whoever sends; every answer is the same`, async () => {
    const victim = `victim-${randomUUID()}@example.com`;
    const { owner, networkId } = await ownerWithNetwork();
    for (let i = 0; i < 12; i++) {
      const invited = await call('POST', `/networks/${networkId}/invitations`, owner, { email: victim });
      expect(invited.status, invited.raw.toString()).toBe(201);
      const withdrawn = await call('DELETE', `/network-members/${invited.json.id}`, owner);
      expect(withdrawn.status).toBe(200);
    }
    expect(await queuedMails(behind.platform, victim)).toHaveLength(USER_MAILS_PER_RECIPIENT_PER_HOUR);

    // Another sender meets the address's limit too.
    const other = await ownerWithNetwork();
    const again = await call('POST', `/networks/${other.networkId}/invitations`, other.owner, { email: victim });
    expect(again.status).toBe(201);
    expect(await queuedMails(behind.platform, victim)).toHaveLength(USER_MAILS_PER_RECIPIENT_PER_HOUR);

    // The report counts what was held back: one row per sender, address, kind and hour.
    const [held] = await withheldRowsOf(owner.id);
    expect(held).toMatchObject({
      action: 'MailWithheld',
      target: { type: 'withheld-mail', id: owner.id, name: 'network-invitation' },
    });
    expect(held.changes).toContainEqual({ field: 'because', before: null, after: 'recipient-limit' });
    expect(await withheldRowsOf(other.owner.id)).toHaveLength(1);
  });

  it(`a sender mails at most ${USER_MAILS_PER_SENDER_PER_HOUR} others an hour, across networks and projects`, async () => {
    const { owner, networkId } = await ownerWithNetwork();
    const addresses = Array.from(
      { length: USER_MAILS_PER_SENDER_PER_HOUR + 5 },
      () => `colleague-${randomUUID()}@example.com`,
    );
    for (const [i, email] of addresses.entries()) {
      const answer =
        i % 2 === 0
          ? await call('POST', `/networks/${networkId}/invitations`, owner, { email })
          : await call(
              'POST',
              `/projects/${(await call('POST', '/projects', owner, { name: `P${i}`, engagement_type: 'DTH', required_skill_ids: [1] })).json.id}/collaborators`,
              owner,
              { email, role: 'viewer' },
            );
      expect(answer.status, answer.raw.toString()).toBe(201);
    }
    const mailed = await Promise.all(
      addresses.map(async (email) => (await queuedMails(behind.platform, email)).length),
    );
    expect(mailed.slice(0, USER_MAILS_PER_SENDER_PER_HOUR)).toEqual(Array(USER_MAILS_PER_SENDER_PER_HOUR).fill(1));
    expect(mailed.slice(USER_MAILS_PER_SENDER_PER_HOUR)).toEqual([0, 0, 0, 0, 0]);
    const held = await withheldRowsOf(owner.id);
    expect(held).toHaveLength(5);
    for (const row of held)
      expect(row.changes).toContainEqual({ field: 'because', before: null, after: 'sender-limit' });
  });
});
