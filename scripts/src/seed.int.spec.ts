import request from 'supertest';
import type { DependencyContainer } from 'tsyringe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccountServiceToken, createContainer, disposeContainer } from '@dth/command-api';
import { createLogger } from '@dth/infrastructure';
import { startTestPlatform, type TestPlatform } from '@dth/testing';
import { DEMO_USERS, seedIfEmpty } from './seed';

/** The first-start seed meets the password policy: its generated password passes, a weak DEMO_PASSWORD stops it before anything is written. */
let platform: TestPlatform;
let container: DependencyContainer;
beforeAll(async () => {
  platform = await startTestPlatform();
  container = createContainer(platform.env, createLogger('seed-test', 'silent'));
});
afterAll(async () => {
  await disposeContainer(container);
  await platform.stop();
});
afterEach(() => void delete process.env.DEMO_PASSWORD);

const seed = () => seedIfEmpty(container, platform.env, createLogger('seed-test', 'silent'));
const accounts = () => container.resolve(AccountServiceToken);

describe('seed', () => {
  it.each([
    [
      'Priya-Sharma-2024',
      "DEMO_PASSWORD cannot be specialist@example.com's password: Password must not contain your name or email address",
    ],
    [
      'password1234',
      "DEMO_PASSWORD cannot be admin@example.com's password: This password is too common or too easy to guess; choose another",
    ],
    ['demo1234', "DEMO_PASSWORD cannot be admin@example.com's password: Password must be at least 12 characters"],
  ])('refuses DEMO_PASSWORD=%j before registering anyone', async (password, message) => {
    process.env.DEMO_PASSWORD = password;
    const before = await platform.store.headPosition();
    await expect(seed()).rejects.toThrow(message);
    for (const user of DEMO_USERS) expect(await accounts().userIdByEmail(user.email)).toBeUndefined();
    // Only the reference lists (seeded first, on every start) may have been written.
    for await (const event of platform.store.readAll({ fromPosition: before + 1n }))
      expect(event.type).not.toMatch(/Email|User|Password/);
  });

  it('generates a password that meets the policy, and every demo user signs in with it', async () => {
    const credentials = await seed();
    const password = credentials!.split('\n')[0].trim().split(/\s+/)[1];
    expect(password.length).toBeGreaterThanOrEqual(12);
    for (const user of DEMO_USERS)
      await request(platform.command).post('/auth/login').send({ email: user.email, password }).expect(200);
  });
});
