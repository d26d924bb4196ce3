import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from './index';
import { MESSAGE_NAMESPACES, isMessageCode, messageCatalogue, messageText } from './messages';
import { engagementCodes } from './engagement/messages';
import { NotFoundError, ValidationError } from './shared/errors';
import { fieldMessageOf } from './shared/messages';
import { specialistCodes } from './specialist/messages';

const entries = Object.entries(messageCatalogue).flatMap(([namespace, messages]) =>
  Object.entries(messages).map(([key, wording]) => ({ code: `${namespace}.${key}`, wording })),
);

describe('the message catalogue', () => {
  it('has each text under one code, so a sentence is translated once and means one thing', () => {
    const codesByText = new Map<string, string[]>();
    for (const { code, wording } of entries)
      if (typeof wording === 'string') codesByText.set(wording, [...(codesByText.get(wording) ?? []), code]);
    expect([...codesByText].filter(([, codes]) => codes.length > 1)).toEqual([]);
  });

  it('words a fixed message, a worded one from its values, and a library’s own words as they are', () => {
    expect(messageText('team.teamNotFound')).toBe('Team not found');
    expect(messageText(engagementCodes.transitionNotAllowed('draft', 'completed'))).toBe(
      'A project cannot go from draft to completed',
    );
    expect(messageText(specialistCodes.unknownIds('skill', [7, 9]))).toBe('Unknown skill ids: 7, 9');
    expect(messageText({ text: 'Unrecognized key: "x"' })).toBe('Unrecognized key: "x"');
    expect(isMessageCode('team.teamNotFound')).toBe(true);
    expect(isMessageCode('team.nope')).toBe(false);
    expect(isMessageCode('Team not found')).toBe(false);
  });

  it('tells a schema’s code from zod’s own words', () => {
    expect(fieldMessageOf('team.nameRequired')).toBe('team.nameRequired');
    expect(fieldMessageOf('Invalid input: expected string, received number')).toEqual({
      text: 'Invalid input: expected string, received number',
    });
  });

  it('gives errors the code they are raised with, and each field its own', () => {
    const error = new ValidationError(specialistCodes.skillsRequired, {
      skills: specialistCodes.skillsRequired,
      'video_ask.0.type': specialistCodes.answerTypeNotAllowed('About me', ['video']),
      extra: { text: 'Unrecognized key: "extra"' },
    });
    expect(error.message).toBe('specialist.skillsRequired');
    expect(error.messageCode).toBe('specialist.skillsRequired');
    expect(error.fieldCodes).toEqual({
      skills: 'specialist.skillsRequired',
      'video_ask.0.type': 'specialist.answerTypeNotAllowed',
    });
    expect(new NotFoundError().messageCode).toBe('common.notFound');
  });

  it('names each namespace’s codes after it (the `*Codes` objects the features raise errors with)', () => {
    const codeObjects = Object.entries(domain).filter(
      ([name, value]) => /^[a-z]\w*Codes$/.test(name) && typeof value === 'object',
    );
    expect(codeObjects.length).toBe(MESSAGE_NAMESPACES.length);
    for (const [name, codes] of codeObjects)
      for (const message of Object.values(codes as Record<string, unknown>)) {
        const code = typeof message === 'function' ? (message as () => string[])()[0] : (message as string);
        expect(isMessageCode(code), `${name}: ${code}`).toBe(true);
      }
  });
});

// ── Every code raised exists ──────────────────────────────────────────────────
/*
 * The compiler checks every code an error is raised with (shared/messages.ts). A string that only looks like a
 * code, written where the compiler cannot see it (a zod message, a cast), is checked here: every quoted
 * `<namespace>.<key>` in the source of the services must be in the catalogue.
 */
const FILE_NAME = /\.(json|ndjson|csv|txt|sqlite|pdf|zip|eml)$/;
const ROOT = join(import.meta.dirname, '..', '..');
const WORKSPACES = ['domain', 'infrastructure', 'command-api', 'query-api', 'projector', 'worker', 'scripts'];
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });

it('every quoted message code in the services is a code of the catalogue', () => {
  const namespaces = new Set<string>(MESSAGE_NAMESPACES);
  const unknown: string[] = [];
  let seen = 0;
  for (const file of WORKSPACES.flatMap((workspace) => sources(join(ROOT, workspace, 'src')))) {
    for (const [, code] of readFileSync(file, 'utf8').matchAll(/['"`]([a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*)['"`]/g)) {
      // File names ('account.json', 'audit.sqlite') share the shape.
      if (!namespaces.has(code.split('.')[0]) || FILE_NAME.test(code)) continue;
      seen += 1;
      if (!isMessageCode(code)) unknown.push(`${file.slice(ROOT.length + 1)}: ${code}`);
    }
  }
  expect(unknown).toEqual([]);
  expect(seen).toBeGreaterThan(10);
});
