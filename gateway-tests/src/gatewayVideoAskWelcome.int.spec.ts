import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@dth/infrastructure';
import { startTestPlatform, type TestUser } from '@dth/testing';
import { bearerOf } from './gateway/gatewayRequests';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/*
 * The external video-ask welcome page (spec 2.6, 7): offered only when VIDEOASK_WELCOME_URL is set,
 * and then the only other origin the pages may frame. Through the gateway, as the browser asks.
 */
const WELCOME = 'https://ask.example.org/fw3lcome0k';

let plain: PlatformBehindGateway;
let configured: PlatformBehindGateway;
let plainUser: TestUser;
let configuredUser: TestUser;
beforeAll(async () => {
  plain = await startPlatformBehindGateway(() => startTestPlatform());
  configured = await startPlatformBehindGateway(() => startTestPlatform({ VIDEOASK_WELCOME_URL: WELCOME }), {
    videoAskOrigin: new URL(WELCOME).origin,
  });
  plainUser = await plain.platform.createUser('specialist');
  configuredUser = await configured.platform.createUser('specialist');
}, 120_000);
afterAll(async () => {
  await plain?.stop();
  await configured?.stop();
});

const frameSources = (csp: unknown) => /frame-src ([^;]+);/.exec(String(csp))?.[1];

describe('the video-ask welcome page', () => {
  it('is null without VIDEOASK_WELCOME_URL (the built-in recorder only), and the pages frame only videoask.com', async () => {
    const welcome = await plain.send('GET', '/user/videoask/welcome', bearerOf(plainUser));
    expect(welcome.status).toBe(200);
    expect(welcome.json).toEqual({ url: null });
    expect(frameSources((await plain.send('GET', '/stage/')).headers['content-security-policy'])).toBe(
      "'self' https://www.videoask.com",
    );
  });

  it('is the configured page when set, for a signed-in user only, and the pages may frame its origin', async () => {
    const welcome = await configured.send('GET', '/user/videoask/welcome', bearerOf(configuredUser));
    expect(welcome.status).toBe(200);
    expect(welcome.json).toEqual({ url: WELCOME });
    expect((await configured.send('GET', '/user/videoask/welcome')).status).toBe(401);
    expect(frameSources((await configured.send('GET', '/stage/')).headers['content-security-policy'])).toBe(
      "'self' https://ask.example.org",
    );
  });

  it('refuses a setting that is not an http(s) address at start, and takes an empty one as unset', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://ask.example.org/x', 'not a url']) {
      expect(() => loadEnv({ VIDEOASK_WELCOME_URL: bad }), bad).toThrow(/VIDEOASK_WELCOME_URL/);
    }
    expect(loadEnv({ VIDEOASK_WELCOME_URL: '' }).VIDEOASK_WELCOME_URL).toBeUndefined();
  });
});
