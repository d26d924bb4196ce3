import { randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePrivateRedis } from '@dth/testing';
import { createRedis } from '../runtime/redis';
import { AccessTokens } from './accessTokens';
import { RefreshSessions } from './refreshSessions';
import { SessionRevocations } from './sessionRevocations';

/** Sessions and their revocation over a real Redis: given tokens, when a session or a user's sessions end, then which tokens still work. */
const redisServer = usePrivateRedis();
let redis: Redis;
let revocations: SessionRevocations;
let sessions: RefreshSessions;
let tokens: AccessTokens;
const ttl = { accessSeconds: 900, refreshSeconds: 30 * 86400 };

beforeAll(() => {
  redis = createRedis(redisServer.url);
  revocations = new SessionRevocations(redis, ttl);
  sessions = new RefreshSessions(redis, ttl.refreshSeconds, revocations);
  tokens = new AccessTokens(randomBytes(32).toString('hex'), ttl.accessSeconds, revocations);
});
afterAll(() => redis.disconnect());
afterEach(() => vi.useRealTimers());

/** Moves the clock (Date only: Redis's timers run on) a second on, instead of sleeping until issue times differ. */
const laterByOneSecond = () => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + 1000);
};

const principal = (userId: string) => ({ userId, userType: 'specialist' as const });

describe('access tokens and sessions', () => {
  it('carry their session and a millisecond issue time', async () => {
    const userId = randomUUID();
    const { sessionId } = await sessions.start(userId);
    const before = Date.now();
    const access = await tokens.verifySignature(await tokens.issue(principal(userId), sessionId));
    expect(access).toMatchObject({ userId, sessionId, principal: { userId, userType: 'specialist', sessionId } });
    expect(access.issuedAtMs).toBeGreaterThanOrEqual(before);
    expect(access.issuedAtMs).toBeLessThanOrEqual(Date.now());
  });

  it('ending one session stops its access tokens, for as long as an access token lives, and no other session', async () => {
    const userId = randomUUID();
    const one = await sessions.start(userId);
    const two = await sessions.start(userId);
    const inOne = await tokens.issue(principal(userId), one.sessionId);
    const inTwo = await tokens.issue(principal(userId), two.sessionId);
    await tokens.verify(inOne);

    expect(await sessions.end(one.token)).toBe(one.sessionId);
    await expect(tokens.verify(inOne)).rejects.toThrow('account.sessionExpired');
    await expect(tokens.verify(inTwo)).resolves.toMatchObject({ userId });
    await expect(sessions.rotate(one.token)).rejects.toThrow('account.signInAgain');
    const endedTtl = await redis.ttl(`auth:session-ended:${one.sessionId}`);
    expect(endedTtl).toBeGreaterThan(ttl.accessSeconds);
    expect(endedTtl).toBeLessThanOrEqual(ttl.accessSeconds + 60);
  });

  it("ending all of a user's sessions refuses what was issued before, accepts what comes after, and leaves other users alone", async () => {
    const userId = randomUUID();
    const other = randomUUID();
    const session = await sessions.start(userId);
    const old = await tokens.issue(principal(userId), session.sessionId);
    const othersSession = await sessions.start(other);
    const others = await tokens.issue(principal(other), othersSession.sessionId);
    laterByOneSecond();

    await sessions.endAllSessions(userId);
    await expect(tokens.verify(old)).rejects.toThrow('account.sessionExpired');
    await expect(sessions.rotate(session.token)).rejects.toThrow('account.signInAgain');
    await expect(tokens.verify(others)).resolves.toMatchObject({ userId: other });
    expect(await redis.exists(`auth:user-families:${userId}`)).toBe(0);
    expect(await redis.ttl(`auth:valid-after:${userId}`)).toBeGreaterThan(ttl.refreshSeconds);

    const fresh = await sessions.start(userId);
    await expect(tokens.verify(await tokens.issue(principal(userId), fresh.sessionId))).resolves.toMatchObject({
      userId,
    });
    await expect(sessions.rotate(fresh.token)).resolves.toMatchObject({ userId, sessionId: fresh.sessionId });
  });

  it('a refresh family started before the reset is refused even if one of its tokens escaped the revocation (a rotation racing the reset)', async () => {
    const userId = randomUUID();
    const session = await sessions.start(userId);
    laterByOneSecond();
    // Only the valid-after time, as if the family had been stored again after the families were revoked.
    await revocations.endAllSessions(userId);
    await expect(sessions.rotate(session.token)).rejects.toThrow('account.signInAgain');
  });

  it('a replayed refresh token ends its session: the access tokens issued in it stop too', async () => {
    const userId = randomUUID();
    const first = await sessions.start(userId);
    const rotated = await sessions.rotate(first.token);
    const access = await tokens.issue(principal(userId), rotated.sessionId);
    await tokens.verify(access);
    await expect(sessions.rotate(first.token)).rejects.toThrow('account.signInAgain');
    await expect(tokens.verify(access)).rejects.toThrow('account.sessionExpired');
    await expect(sessions.rotate(rotated.token)).rejects.toThrow('account.signInAgain');
  });

  it('a token from before sessions were named (no sid) still works until a reset', async () => {
    const { SignJWT } = await import('jose');
    const secret = randomBytes(32).toString('hex');
    const legacyTokens = new AccessTokens(secret, ttl.accessSeconds, revocations);
    const userId = randomUUID();
    const legacy = await new SignJWT({ user_type: 'specialist' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(secret));
    await expect(legacyTokens.verify(legacy)).resolves.toEqual({
      userId,
      userType: 'specialist',
      sessionId: undefined,
    });
    await revocations.endAllSessions(userId, Date.now() + 1000);
    await expect(legacyTokens.verify(legacy)).rejects.toThrow('account.sessionExpired');
  });
});
