import sharp from 'sharp';
import type { DependencyContainer } from 'tsyringe';
import { BusinessOwnerServiceToken } from '@dth/command-api';
import { toBusinessOwnerStream, type Actor } from '@dth/domain';
import { TOKENS, type CommandContext } from '@dth/infrastructure';

/**
 * Bennett Digital's logo, drawn here so no binary lives in the repo and nothing is fetched: a
 * gradient tile with a "B" and an accent dot, shapes only (no fonts needed), on a transparent
 * ground.
 */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#0891b2"/></linearGradient></defs>
  <rect x="24" y="24" width="464" height="464" rx="112" fill="url(#g)"/>
  <path fill="#ffffff" fill-rule="evenodd" d="M152 120H268C332 120 352 160 352 190C352 218 338 236 318 246C346 256 368 280 368 316C368 360 336 392 276 392H152Z
    M204 166V226H262C286 226 298 214 298 196C298 178 286 166 262 166Z M204 270V346H270C298 346 312 332 312 308C312 284 298 270 270 270Z"/>
  <circle cx="404" cy="392" r="30" fill="#fbbf24"/>
</svg>`;

export const demoLogoPng = () => sharp(Buffer.from(LOGO_SVG)).png().toBuffer();

/**
 * Uploads the demo company's logo through the same path as the owner's own upload (the original
 * stored, the upload recorded through the logo decider; the worker processes it), once: a profile
 * whose logo was ever uploaded or removed is left as its owner made it.
 */
export async function seedDemoLogo(
  container: DependencyContainer,
  owner: Actor,
  ctx: CommandContext,
): Promise<bigint | undefined> {
  const store = container.resolve(TOKENS.EventStore);
  for await (const event of store.readStream(toBusinessOwnerStream(owner.userId))) {
    if (event.type.startsWith('BusinessOwnerLogo')) return undefined;
  }
  const owners = container.resolve(BusinessOwnerServiceToken);
  return (await owners.uploadLogo(owner.userId, await demoLogoPng(), owner, ctx)).position;
}
