import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { DependencyContainer } from 'tsyringe';
import { MediaServiceToken } from '@dth/command-api';
import { toSpecialistStream } from '@dth/domain';
import { TOKENS, type CommandContext } from '@dth/infrastructure';

/**
 * Portraits for the demo people, drawn here from their name (nothing fetched, no binary in the
 * repo): a flat illustration, head and shoulders on a soft ground, whose skin tone, hair, clothes
 * and glasses follow from a hash of the name, so the same person always looks the same.
 */
const GROUNDS = ['#dbeafe', '#dcfce7', '#fef3c7', '#fce7f3', '#ede9fe', '#cffafe', '#ffe4e6', '#e0e7ff'];
const SKINS = ['#f6d7c3', '#eec1a2', '#d9a27e', '#c68863', '#a86d4a', '#8a5538', '#6b3f28'];
const HAIRS = ['#1f1a17', '#3b2a20', '#5a3a22', '#8b5a2b', '#b7834a', '#d9b77e', '#9ca3af', '#4b5563'];
const CLOTHES = ['#1e3a8a', '#0f766e', '#7c2d12', '#4c1d95', '#334155', '#9d174d', '#166534', '#0e7490'];
const HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'side', 'crop'] as const;

const pick = <T>(list: readonly T[], byte: number): T => list[byte % list.length];

function hair(style: (typeof HAIR_STYLES)[number], color: string): { back: string; front: string } {
  switch (style) {
    case 'long':
      return {
        back: `<path d="M146 250C140 84 372 84 366 250L380 430C330 450 182 450 132 430Z" fill="${color}"/>`,
        front: `<path d="M160 240C152 86 360 86 352 240C326 176 206 172 160 240Z" fill="${color}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="256" cy="108" r="44" fill="${color}"/>`,
        front: `<path d="M160 236C152 88 360 88 352 236C334 182 194 178 160 236Z" fill="${color}"/>`,
      };
    case 'curly':
      return {
        back: '',
        front: [
          [176, 196, 38],
          [214, 160, 40],
          [256, 148, 42],
          [298, 160, 40],
          [336, 196, 38],
          [190, 178, 30],
          [322, 178, 30],
        ]
          .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`)
          .join(''),
      };
    case 'side':
      return {
        back: '',
        front: `<path d="M158 244C140 92 344 70 356 222C322 178 252 160 204 194C186 208 170 224 158 244Z" fill="${color}"/>`,
      };
    case 'crop':
      return {
        back: '',
        front: `<path d="M164 222C164 104 348 104 348 222C322 190 190 190 164 222Z" fill="${color}"/>`,
      };
    default:
      return {
        back: '',
        front: `<path d="M158 240C150 86 362 86 354 240C336 192 298 176 256 178C214 176 176 192 158 240Z" fill="${color}"/>`,
      };
  }
}

/** The SVG portrait of `name`. */
export function portraitSvg(name: string): string {
  const bytes = createHash('sha256').update(name).digest();
  const [ground, skin, hairColor, clothes] = [
    pick(GROUNDS, bytes[0]),
    pick(SKINS, bytes[1]),
    pick(HAIRS, bytes[2]),
    pick(CLOTHES, bytes[3]),
  ];
  const { back, front } = hair(pick(HAIR_STYLES, bytes[4]), hairColor);
  const glasses =
    bytes[5] % 4 === 0
      ? '<g fill="none" stroke="#1f2937" stroke-width="6"><circle cx="222" cy="250" r="22"/><circle cx="290" cy="250" r="22"/><path d="M244 250H268"/></g>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${ground}"/>
  ${back}
  <path d="M84 512C96 404 176 368 256 368C336 368 416 404 428 512Z" fill="${clothes}"/>
  <path d="M222 360L256 404L290 360Z" fill="#ffffff" opacity="0.9"/>
  <rect x="226" y="300" width="60" height="76" rx="26" fill="${skin}"/>
  <rect x="226" y="300" width="60" height="40" rx="20" fill="#000000" opacity="0.08"/>
  <circle cx="166" cy="256" r="20" fill="${skin}"/>
  <circle cx="346" cy="256" r="20" fill="${skin}"/>
  <ellipse cx="256" cy="246" rx="90" ry="106" fill="${skin}"/>
  ${front}
  <g fill="#1f2937"><circle cx="222" cy="252" r="8"/><circle cx="290" cy="252" r="8"/></g>
  <g fill="none" stroke="${hairColor}" stroke-width="7" stroke-linecap="round"><path d="M204 222Q222 212 240 220"/><path d="M272 220Q290 212 308 222"/></g>
  <path d="M226 304Q256 326 286 304" fill="none" stroke="#7f1d1d" stroke-width="7" stroke-linecap="round"/>
  <ellipse cx="206" cy="290" rx="14" ry="9" fill="#f87171" opacity="0.18"/>
  <ellipse cx="306" cy="290" rx="14" ry="9" fill="#f87171" opacity="0.18"/>
  ${glasses}
</svg>`;
}

export const portraitJpeg = (name: string) =>
  sharp(Buffer.from(portraitSvg(name)))
    .jpeg({ quality: 88 })
    .toBuffer();

/**
 * Uploads `name`'s portrait as the specialist's avatar through the same path as their own upload
 * (the original stored, the upload recorded through the media decider; the worker makes the
 * renditions), once: a profile whose avatar was ever uploaded or removed is left as its owner made it.
 */
export async function seedDemoPortrait(
  container: DependencyContainer,
  specialistId: string,
  name: string,
  ctx: CommandContext,
): Promise<bigint | undefined> {
  const store = container.resolve(TOKENS.EventStore);
  for await (const event of store.readStream(toSpecialistStream(specialistId))) {
    if (event.type.startsWith('Avatar')) return undefined;
  }
  const media = container.resolve(MediaServiceToken);
  // The seed uploads each portrait as its owner would.
  const owner = { userId: specialistId, userType: 'specialist' as const };
  return (await media.uploadAvatar(specialistId, await portraitJpeg(name), owner, ctx)).position;
}
