import request from 'supertest';
import type { DependencyContainer } from 'tsyringe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daysPerWeekOf,
  joinedSpecialistIds,
  networkDecider,
  specialistDecider,
  teamDecider,
  toNetworkStream,
  toSpecialistStream,
  toTeamStream,
} from '@dth/domain';
import { AccountDirectory, loadAggregate } from '@dth/infrastructure';
import { startTestMediaWorker, type TestPlatform } from '@dth/testing';
import { seedIfEmpty } from '../seed';
import { DEMO_SAVED_SEARCH, DEMO_SHORTLIST, seedDemoHiringLists } from './demoHiringLists';
import {
  DEMO_MEMBER_DOMAIN,
  DEMO_NETWORK_ID,
  DEMO_OWNER_EMAIL,
  DEMO_SPECIALIST_EMAIL,
  seedDemoNetwork,
} from './demoNetwork';
import { demoTeamId } from './demoProjects';
import { DEMO_PASSWORD, seedTestLogger, startSeededDemo, stopSeededDemo } from './seededDemo.testSupport';
import { demoEmail } from './specialistWriter';

/** The first start's demo data: owner@example.com's network, written through the deciders, once. */
let platform: TestPlatform;
let container: DependencyContainer;
const logger = seedTestLogger;
beforeAll(async () => {
  ({ platform, container } = await startSeededDemo());
});
afterAll(() => stopSeededDemo({ platform, container }));

describe('demo network', () => {
  it('gives owner@example.com a network of at least 30 joined specialists, specialist@example.com among them', async () => {
    const directory = new AccountDirectory(platform.store);
    const owner = await directory.byEmail(DEMO_OWNER_EMAIL);
    const priya = await directory.byEmail(DEMO_SPECIALIST_EMAIL);
    const { state } = await loadAggregate(platform.store, toNetworkStream(DEMO_NETWORK_ID), networkDecider);
    expect(state).toMatchObject({ status: 'active', ownerId: owner!.userId, name: 'Digital Delivery Network' });
    const joined = joinedSpecialistIds(state);
    expect(joined.length).toBeGreaterThanOrEqual(30);
    expect(joined).toContain(priya!.userId);
    expect(Object.values(state.memberships).every((m) => m.status === 'joined')).toBe(true);
    expect(Object.values(state.memberships).filter((m) => m.tags.length > 0).length).toBeGreaterThan(0);
  });

  it('fills each member profile with skills, level, languages, certificates, projects and an about-me', async () => {
    const { state } = await loadAggregate(platform.store, toNetworkStream(DEMO_NETWORK_ID), networkDecider);
    const amara = (await new AccountDirectory(platform.store).byEmail('amara.okafor@demo.example.com'))!;
    expect(joinedSpecialistIds(state)).toContain(amara.userId);
    const types = (await platform.eventsOf(`specialist-${amara.userId}`)).map((e) => e.type);
    for (const type of [
      'SpecialistProfileStarted',
      'AccountDetailsUpdated',
      'IndustryTitleSet',
      'SkillsSet',
      'LanguagesSet',
      'ExperienceLevelSet',
      'AboutMeSet',
      'CertificateAdded',
      'ProjectAdded',
      'ProjectInterestsSet',
      'VideoAskAnswersSaved',
      'AvailabilitySet',
    ]) {
      expect(types, type).toContain(type);
    }
    const position = await platform.store.headPosition();
    await platform.projected(position);
    const admin = await platform.createUser('admin');
    const profile = (
      await request(platform.query)
        .get(`/user/specialist/${amara.userId}`)
        .set('authorization', `Bearer ${admin.token}`)
        .expect(200)
    ).body.data;
    expect(profile).toMatchObject({
      first_name: 'Amara',
      last_name: 'Okafor',
      industry_title: 'Senior Full-Stack Engineer',
      experience_level_id: 3,
      country: 'Nigeria',
    });
    expect(profile.specialist_skills.length).toBeGreaterThanOrEqual(5);
    expect(profile.educations.length).toBeGreaterThan(0);
    expect(profile.work_experiences.length).toBeGreaterThan(0);
    expect(profile.practitioner_group).toEqual({ id: expect.any(Number), title: 'Engineering' });
    // Nigeria's rates are in US dollars; an experienced person's start at 800 a day.
    expect(profile.day_rate).toEqual({ amount: expect.any(Number), currency: 'USD' });
    expect(profile.day_rate.amount).toBeGreaterThanOrEqual(800);
    expect(profile.availability).toMatchObject({
      days_per_week: expect.any(Number),
      booked_days_per_week: expect.any(Number),
    });
  });

  it('gives specialist@example.com a full profile of her own, the same as the network’s people', async () => {
    const priya = (await new AccountDirectory(platform.store).byEmail(DEMO_SPECIALIST_EMAIL))!;
    await platform.projected(await platform.store.headPosition());
    const profile = (
      await request(platform.query)
        .get(`/user/specialist/${priya.userId}`)
        .set('authorization', `Bearer ${(await platform.createUser('admin')).token}`)
        .expect(200)
    ).body.data;
    expect(profile).toMatchObject({
      first_name: 'Priya',
      last_name: 'Sharma',
      industry_title: 'User Researcher',
      experience_level_id: 2,
      country: 'India',
      practitioner_group: { id: expect.any(Number), title: 'Design' },
    });
    for (const list of ['specialist_skills', 'specialist_languages', 'dv_industry_experiences', 'project_types'])
      expect(profile[list].length, list).toBeGreaterThan(0);
    expect(profile.educations.length).toBeGreaterThan(0);
    expect(profile.work_experiences.length).toBeGreaterThan(0);
    expect(profile.professional_experience_info).toBeTruthy();
    expect(Number(profile.profile_completeness)).toBeGreaterThanOrEqual(50);
  });

  it('staffs two teams with roles and allocations, and sets the company profile', async () => {
    const { state } = await loadAggregate(platform.store, toNetworkStream(DEMO_NETWORK_ID), networkDecider);
    expect(state.teamIds).toHaveLength(2);
    for (const teamId of state.teamIds) {
      const team = (await loadAggregate(platform.store, toTeamStream(teamId), teamDecider)).state;
      const members = Object.values(team.members);
      expect(members.length).toBeGreaterThanOrEqual(4);
      for (const m of members) {
        expect(m.roleTitle).not.toBe('');
        expect(m.allocationDays).toBeGreaterThanOrEqual(1);
      }
      // Every member came from an offer they accepted.
      expect(team.offerIds).toHaveLength(members.length);
      for (const offerId of team.offerIds)
        expect((await platform.eventsOf(`offer-${offerId}`)).map((e) => e.type)).toEqual([
          'OfferMade',
          'OfferAccepted',
        ]);
      expect(team.requiredSkills.length).toBeGreaterThan(0);
    }
    // Nobody gives the teams more days than their availability says, unless the owner booked beyond it on purpose.
    const teams = await Promise.all(
      state.teamIds.map(async (id) => (await loadAggregate(platform.store, toTeamStream(id), teamDecider)).state),
    );
    const placements = teams.flatMap((team) => Object.values(team.members));
    let overAllocated = 0;
    for (const id of new Set(placements.map((m) => m.specialistId))) {
      const own = placements.filter((m) => m.specialistId === id);
      const booked = own.reduce((sum, m) => sum + m.allocationDays, 0);
      const days = daysPerWeekOf(
        (await loadAggregate(platform.store, toSpecialistStream(id), specialistDecider)).state,
      );
      if (own.some((m) => m.overAllocated)) overAllocated += 1;
      else expect(booked, id).toBeLessThanOrEqual(days);
    }
    // One placement shows the team page's warning.
    expect(overAllocated).toBe(1);
    // specialist@example.com finds one offer waiting for an answer.
    const priya = (await new AccountDirectory(platform.store).byEmail(DEMO_SPECIALIST_EMAIL))!;
    await platform.projected(await platform.store.headPosition());
    const offers = (
      await request(platform.query)
        .get('/offers')
        .query({ filter: JSON.stringify({ status: 'pending' }) })
        .set('authorization', `Bearer ${(await platform.createUser('admin')).token}`)
        .expect(200)
    ).body as { specialist_id: string; team_name: string; role_title: string }[];
    expect(offers).toEqual([
      expect.objectContaining({
        specialist_id: priya.userId,
        team_name: 'Checkout Revamp Squad',
        role_title: 'UX researcher',
      }),
    ]);
    const owner = (await new AccountDirectory(platform.store).byEmail(DEMO_OWNER_EMAIL))!;
    expect((await platform.eventsOf(`business-owner-${owner.userId}`)).map((e) => e.type)).toEqual([
      'BusinessOwnerProfileSet',
      'BusinessOwnerLogoUploaded',
    ]);
  });

  it('gives the company profile a logo that the worker processes like any upload', async () => {
    const owner = (await new AccountDirectory(platform.store).byEmail(DEMO_OWNER_EMAIL))!;
    const reader = await platform.createUser('specialist');
    const read = async () =>
      (
        await request(platform.query)
          .get(`/business-owners/${owner.userId}`)
          .set('authorization', `Bearer ${reader.token}`)
          .expect(200)
      ).body;
    const worker = startTestMediaWorker(platform);
    try {
      await expect.poll(async () => (await read()).logo_status, { timeout: 30_000, interval: 100 }).toBe('ready');
    } finally {
      await worker.stop();
    }
    const company = await read();
    expect(company).toMatchObject({
      company_name: 'Bennett Digital',
      website: 'https://bennett-digital.example.com',
      logo_error: null,
    });
    expect(company.about.length).toBeGreaterThan(50);
    expect(company.logo).toMatch(/^\/media\/logos\/[0-9a-f]{64}-512\.webp$/);
    const stored = await platform.blobs.get(company.logo.replace('/media/', ''));
    expect(stored.length).toBeGreaterThan(100);
  });

  it('gives each demo person a portrait of their own, processed by the worker like any upload', async () => {
    const { state } = await loadAggregate(platform.store, toNetworkStream(DEMO_NETWORK_ID), networkDecider);
    const priya = (await new AccountDirectory(platform.store).byEmail(DEMO_SPECIALIST_EMAIL))!;
    const people = joinedSpecialistIds(state).filter((id) => id !== priya.userId);
    expect(people).toHaveLength(31);
    const reader = await platform.createUser('specialist');
    const read = async (id: string) =>
      (
        await request(platform.query)
          .get(`/user/specialist/${id}`)
          .set('authorization', `Bearer ${reader.token}`)
          .expect(200)
      ).body.data;
    const worker = startTestMediaWorker(platform);
    try {
      // The demo specialist has hers too.
      for (const id of [...people, priya.userId!])
        await expect.poll(async () => (await read(id)).avatar_status, { timeout: 60_000, interval: 100 }).toBe('ready');
    } finally {
      await worker.stop();
    }
    const avatars = await Promise.all(people.map(async (id) => (await read(id)).avatar as string));
    for (const avatar of avatars) expect(avatar).toMatch(/^\/media\/avatars\/[0-9a-f]{64}-256\.webp$/);
    expect(new Set(avatars).size).toBe(people.length);
    expect((await platform.blobs.get(avatars[0].replace('/media/', ''))).length).toBeGreaterThan(1000);
  }, 120_000);

  it('gives the owner a saved search with its alert on that finds people, and a shortlist for the data team', async () => {
    const login = await request(platform.command)
      .post('/auth/login')
      .send({ email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD })
      .expect(200);
    const token = `Bearer ${login.body.data.access_token}`;
    const head = String(await platform.store.headPosition());
    const searches = (
      await request(platform.query).get('/saved-searches').set('authorization', token).set('x-min-position', head)
    ).body as { name: string; filter: Record<string, unknown>; alert: boolean }[];
    expect(searches).toEqual([
      { id: expect.any(String), name: DEMO_SAVED_SEARCH.name, filter: expect.any(Object), alert: true },
    ]);
    expect(searches[0].filter).toEqual({ skill_ids: [expect.any(Number)], open_to_work: true });
    const found = (
      await request(platform.query)
        .get('/specialists')
        .query({ filter: JSON.stringify(searches[0].filter) })
        .set('authorization', token)
        .expect(200)
    ).body as { first_name: string; availability: { open_to_work: boolean } }[];
    expect(found.map((s) => s.first_name).sort()).toEqual(['Ana', 'Arjun', 'Benjamin', 'Mei']);
    expect(found.every((s) => s.availability.open_to_work)).toBe(true);

    const shortlists = (
      await request(platform.query).get('/shortlists').set('authorization', token).set('x-min-position', head)
    ).body as { name: string; team_id: string; members: { specialist_id: string; note: string }[] }[];
    expect(shortlists).toHaveLength(1);
    expect(shortlists[0]).toMatchObject({ name: DEMO_SHORTLIST.name, team_id: demoTeamId('data') });
    const directory = new AccountDirectory(platform.store);
    const listed = await Promise.all(
      DEMO_SHORTLIST.members.map(async (p) => ({
        specialist_id: (await directory.byEmail(demoEmail(p, DEMO_MEMBER_DOMAIN)))!.userId,
        note: p.note,
      })),
    );
    expect(shortlists[0].members.map(({ specialist_id, note }) => ({ specialist_id, note }))).toEqual(listed);
    expect(await seedDemoHiringLists(container, logger)).toBeUndefined();
  });

  it('records the seed as the actor of every event it wrote', async () => {
    const events = await platform.eventsOf(toNetworkStream(DEMO_NETWORK_ID));
    for (const e of events) expect(e.metadata).toMatchObject({ actorId: 'seed', actorRole: 'system' });
  });

  it('writes nothing on the next start, and leaves the owner’s changes alone', async () => {
    const before = await platform.store.headPosition();
    await seedIfEmpty(container, platform.env, logger);
    expect(await platform.store.headPosition()).toBe(before);

    // The owner removes a member: the next seed does not bring them back.
    const { state } = await loadAggregate(platform.store, toNetworkStream(DEMO_NETWORK_ID), networkDecider);
    const membership = Object.values(state.memberships)[3];
    const owner = (await new AccountDirectory(platform.store).byEmail(DEMO_OWNER_EMAIL))!;
    const login = await request(platform.command)
      .post('/auth/login')
      .send({ email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD })
      .expect(200);
    expect(login.body.data.user_id).toBe(owner.userId);
    await request(platform.command)
      .delete(`/network-members/${DEMO_NETWORK_ID}.${membership.membershipId}`)
      .set('authorization', `Bearer ${login.body.data.access_token}`)
      .expect(200);
    const afterRemoval = await platform.store.headPosition();
    expect(await seedDemoNetwork(container, logger)).toBeUndefined();
    expect(await platform.store.headPosition()).toBe(afterRemoval);

    // The owner removes the logo: the next seed does not put it back.
    await request(platform.command)
      .delete(`/business-owners/${owner.userId}/logo`)
      .set('authorization', `Bearer ${login.body.data.access_token}`)
      .expect(200);
    const afterLogoRemoval = await platform.store.headPosition();
    expect(await seedDemoNetwork(container, logger)).toBeUndefined();
    expect(await platform.store.headPosition()).toBe(afterLogoRemoval);
  });
});
