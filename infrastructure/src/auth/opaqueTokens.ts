import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Single-use links and refresh tokens: `{subject}.{random}`. The subject (a user id) says
 * where to look; only sha256 of the whole token is ever stored.
 */
export function issueOpaqueToken(subject: string): { token: string; hash: string } {
  const token = `${subject}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: sha256(token) };
}

export function subjectOf(token: string): string | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  const subject = token.slice(0, dot);
  return /^[0-9a-f-]{36}$/i.test(subject) ? subject : undefined;
}
