import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, validBilling, type NetworkCast, type NetworkFixture } from '@dth/testing';
import type { GatewayAnswer, PlatformBehindGateway } from '../gateway/platformBehindGateway';
import { startCastBehindGateway, type CastBehindGateway } from './castBehindGateway';

/*
 * Hardening round two, finding 3 (docs/reliability.md): contact details are the specialist's own to
 * share, and an anonymised share link leads to nobody. Every read goes through the gateway.
 */
let behind: PlatformBehindGateway;
let cast: NetworkCast;
let fixture: NetworkFixture;
const PHONE = '499123456';

let get: CastBehindGateway['get'];
let post: CastBehindGateway['post'];

beforeAll(async () => {
  ({ behind, cast, fixture, get, post } = await startCastBehindGateway());
  for (const person of [cast.member, cast.invitee]) {
    await request(behind.platform.command)
      .put(`/user/specialist/update-account/${person.id}`)
      .set(bearer(person))
      .send({
        first_name: person === cast.member ? 'Mia' : 'Ines',
        last_name: 'Private',
        phone_code: '+61',
        phone_number: PHONE,
        country: 'Australia',
        state: 'Victoria',
        city: 'Fitzroy',
      })
      .expect(200);
    const saved = await request(behind.platform.command)
      .put(`/user/specialist/update-account/${person.id}`)
      .set(bearer(person))
      .send({ billing_profile: validBilling })
      .expect(200);
    await behind.platform.projected(saved.body.position);
  }
}, 120_000);
afterAll(() => behind?.stop());

const contactOf = (res: GatewayAnswer) => {
  const { email, phone_code, phone_number, state, suburb, billing_account } = res.json.data;
  return {
    email,
    phone: phone_number && `${phone_code} ${phone_number}`,
    address: suburb && `${suburb}, ${state}`,
    billing: billing_account?.company_name ?? null,
  };
};

describe('who sees a specialist’s contact details (hardening round two, finding 3)', () => {
  it('the specialist and admins see everything; the owner of a network they joined sees contact but not billing; any other owner sees neither', async () => {
    const full = {
      email: cast.member.email,
      phone: `+61 ${PHONE}`,
      address: 'Fitzroy, Victoria',
      billing: validBilling.company_name,
    };
    expect(contactOf(await get(`/user/specialist/${cast.member.id}`, cast.member))).toEqual(full);
    expect(contactOf(await get(`/user/specialist/${cast.member.id}`, cast.admin))).toEqual(full);
    expect(contactOf(await get(`/user/specialist/${cast.member.id}`, cast.owner))).toEqual({ ...full, billing: null });
    const stranger = await get(`/user/specialist/${cast.member.id}`, cast.otherOwner);
    expect(contactOf(stranger)).toEqual({ email: null, phone: null, address: null, billing: null });
    expect(stranger.raw.toString()).not.toContain(PHONE);
    expect(stranger.json.data).toMatchObject({ first_name: 'Mia', country: 'Australia' });
    // Another specialist, and the owner of a network the specialist is only invited to.
    expect(contactOf(await get(`/user/specialist/${cast.member.id}`, cast.stranger)).email).toBeNull();
    expect(contactOf(await get(`/user/specialist/${cast.invitee.id}`, cast.owner))).toEqual({
      email: null,
      phone: null,
      address: null,
      billing: null,
    });
  });

  it('a self-registered owner listing every specialist reads nobody’s email or phone', async () => {
    const registered = await behind.platform.createUser('business_owner');
    const list = await get('/specialists?range=[0,49]', registered);
    expect(list.status).toBe(200);
    for (const card of list.json as { id: string }[]) {
      const profile = await get(`/user/specialist/${card.id}`, registered);
      expect(profile.json.data.email, card.id).toBeNull();
      expect(profile.json.data.phone_number, card.id).toBeNull();
    }
    expect(list.raw.toString()).not.toContain(cast.member.email);
  });
});

describe('who sees a company profile’s email (issue 37)', () => {
  it('the owner, admins and the specialists who joined one of their networks; other specialists and owners read the company without it', async () => {
    const seenBy = async (who: keyof NetworkCast) => {
      const answer = await get(`/business-owners/${cast.owner.id}`, cast[who]);
      expect(answer.status, `${who}: ${answer.raw.toString()}`).toBe(200);
      return answer.json;
    };
    const full = await seenBy('owner');
    expect(full.email).toBe(cast.owner.email);
    for (const who of ['admin', 'member'] as const) expect(await seenBy(who), who).toEqual(full);
    for (const who of ['stranger', 'invitee', 'otherOwner'] as const)
      expect(await seenBy(who), who).toEqual({ ...full, email: null });
  });
});

describe('anonymised share links lead to nobody (hardening round two, finding 3)', () => {
  async function openLink(mode: 'live' | 'frozen') {
    const created = await post(
      '/share-links',
      { target_type: 'team', target_id: fixture.teamId, mode, anonymised: true },
      cast.owner,
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const token = created.json.token as string;
    const opened = await post(`/public/share-links/${token}/open`, {});
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    const grant = opened.json.data.grant as string;
    // Read the link's content once the link itself has been projected, as the share page does.
    const minPosition = String(created.headers['x-position'] ?? created.json.position);
    const read = (path: string) =>
      behind.send('GET', `/public/share-links/${token}${path}`, {
        'x-share-grant': grant,
        'x-min-position': minPosition,
      });
    return { token, read };
  }

  for (const mode of ['live', 'frozen'] as const) {
    it(`${mode}: members carry a pseudonym of this link, which no API resolves, and which opens the member's page here only`, async () => {
      const link = await openLink(mode);
      const content = await link.read('/content');
      expect(content.status).toBe(200);
      const [member] = content.json.data.members as { id: string; first_name: string; last_name: string }[];
      expect(member).toMatchObject({ first_name: 'Mia', last_name: 'P.' });
      expect(member.id).toMatch(/^[0-9a-f]{32}$/);
      expect(content.raw.toString()).not.toContain(cast.member.id);

      // The pseudonym resolves nowhere else; the real id does not open the member's page here.
      expect((await get(`/user/specialist/${member.id}`, cast.otherOwner)).status).toBe(404);
      expect((await link.read(`/profiles/${cast.member.id}`)).status).toBe(404);
      const page = await link.read(`/profiles/${member.id}`);
      expect(page.status).toBe(200);
      expect(page.json.data).toMatchObject({ id: member.id, first_name: 'Mia', last_name: 'P.', avatar: null });
      expect(page.raw.toString()).not.toContain(cast.member.id);

      // Another link to the same team gives the same person another pseudonym.
      const other = await openLink(mode);
      expect(((await other.read('/content')).json.data.members as { id: string }[])[0].id).not.toBe(member.id);
    });
  }
});
