import type { DependencyContainer } from 'tsyringe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer, disposeContainer } from '@dth/command-api';
import {
  joinedSpecialistIds,
  networkDecider,
  specialistDecider,
  toNetworkStream,
  toSpecialistStream,
} from '@dth/domain';
import { AccountDirectory, createLogger, loadAggregate } from '@dth/infrastructure';
import { startTestPlatform, type TestPlatform } from '@dth/testing';
import { seedIfEmpty } from '../seed';
import { scalePerson } from './scaleData';
import { scaleEmail, scaleNetworkId, seedScale } from './scaleSeed';

/** `npm run seed:demo`: generated specialists and a large network, through the deciders, extendable and idempotent. */
let platform: TestPlatform;
let container: DependencyContainer;
const logger = createLogger('seed-test', 'silent');
beforeAll(async () => {
  platform = await startTestPlatform();
  container = createContainer(platform.env, logger);
  await seedIfEmpty(container, platform.env, logger);
});
afterAll(async () => {
  await disposeContainer(container);
  await platform.stop();
});

describe('scale seed', () => {
  it('writes the specialists with full profiles and a network of the first ones, all joined', async () => {
    const result = await seedScale(
      container,
      { specialists: 60, networkMembers: 25, ownerEmail: 'owner@example.com' },
      logger,
    );
    expect(result).toMatchObject({
      specialistsWritten: 60,
      networkId: scaleNetworkId('owner@example.com'),
      members: 25,
    });
    const { state } = await loadAggregate(platform.store, toNetworkStream(result.networkId!), networkDecider);
    expect(joinedSpecialistIds(state)).toHaveLength(25);
    const directory = new AccountDirectory(platform.store);
    const first = (await directory.byEmail(scaleEmail(0)))!;
    expect(first.userType).toBe('specialist');
    expect(joinedSpecialistIds(state)).toContain(first.userId);
    const types = (await platform.eventsOf(toSpecialistStream(first.userId!))).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'SpecialistProfileStarted',
        'SkillsSet',
        'LanguagesSet',
        'ExperienceLevelSet',
        'CertificateAdded',
        'ProjectAdded',
        'AboutMeSet',
      ]),
    );
    for (const e of await platform.eventsOf(toSpecialistStream(first.userId!)))
      expect(e.metadata).toMatchObject({ actorId: 'seed', actorRole: 'system' });
  });

  it('generates varied, stable people: the same index is the same person', () => {
    const people = Array.from({ length: 300 }, (_, i) => scalePerson(i));
    expect(scalePerson(7)).toEqual(people[7]);
    expect(new Set(people.map((p) => p.country)).size).toBeGreaterThan(20);
    expect(new Set(people.map((p) => p.level))).toEqual(new Set([1, 2, 3]));
    expect(new Set(people.map((p) => p.group)).size).toBe(5);
    expect(new Set(people.map((p) => `${p.firstName} ${p.lastName}`)).size).toBeGreaterThan(250);
    expect(new Set(people.flatMap((p) => p.skills)).size).toBeGreaterThan(60);
  });

  it('writes nothing when run again, and a larger run only adds the new people', async () => {
    const before = await platform.store.headPosition();
    expect(
      (await seedScale(container, { specialists: 60, networkMembers: 25, ownerEmail: 'owner@example.com' }, logger))
        .specialistsWritten,
    ).toBe(0);
    expect(await platform.store.headPosition()).toBe(before);
    const bigger = await seedScale(
      container,
      { specialists: 80, networkMembers: 40, ownerEmail: 'owner@example.com' },
      logger,
    );
    expect(bigger).toMatchObject({ specialistsWritten: 20, members: 40 });
    const last = (await new AccountDirectory(platform.store).byEmail(scaleEmail(79)))!;
    expect(
      (await loadAggregate(platform.store, toSpecialistStream(last.userId!), specialistDecider)).state.status,
    ).toBe('started');
  });
});
