import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Reads the link out of the newest .eml for `to` under the mail folder (quoted-printable undone). */
export async function linkFromMail(
  mailDir: string,
  to: string,
  kind: 'create-password' | 'reset-password',
): Promise<string | undefined> {
  const files = (await readdir(mailDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = (await readFile(join(mailDir, file), 'utf8')).replace(/=\r?\n/g, '');
    if (!raw.includes(`To: ${to}`)) continue;
    const match = new RegExp(`/stage/${kind}/([A-Za-z0-9._-]+)`).exec(raw);
    if (match) return match[1];
  }
  return undefined;
}

/** The .eml files delivered to `to` under the mail folder, oldest first, as text (quoted-printable undone). */
export async function deliveredMails(mailDir: string, to: string): Promise<string[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const texts = await Promise.all(
    files.map(async (file) => (await readFile(join(mailDir, file), 'utf8')).replace(/=\r?\n/g, '')),
  );
  return texts.filter((raw) => raw.includes(`To: ${to}`));
}
