import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The .eml files under the mail folders (each worker with a DATA_DIR of its own writes its own), as paths
 * sorted by name, which starts with the time it was written: oldest first.
 */
async function mailFiles(mailDirs: string | readonly string[]): Promise<string[]> {
  const listed = await Promise.all(
    [mailDirs]
      .flat()
      .map(async (dir) =>
        (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).map((f) => ({ dir, f })),
      ),
  );
  return listed
    .flat()
    .sort((a, b) => (a.f < b.f ? -1 : a.f > b.f ? 1 : 0))
    .map(({ dir, f }) => join(dir, f));
}

/** Reads the link out of the newest .eml for `to` under the mail folders (quoted-printable undone). */
export async function linkFromMail(
  mailDirs: string | readonly string[],
  to: string,
  kind: 'create-password' | 'reset-password',
): Promise<string | undefined> {
  for (const file of (await mailFiles(mailDirs)).reverse()) {
    const raw = (await readFile(file, 'utf8')).replace(/=\r?\n/g, '');
    if (!raw.includes(`To: ${to}`)) continue;
    const match = new RegExp(`/stage/${kind}/([A-Za-z0-9._-]+)`).exec(raw);
    if (match) return match[1];
  }
  return undefined;
}

/** The .eml files delivered to `to` under the mail folders, oldest first, as text (quoted-printable undone). */
export async function deliveredMails(mailDirs: string | readonly string[], to: string): Promise<string[]> {
  const texts = await Promise.all(
    (await mailFiles(mailDirs)).map(async (file) => (await readFile(file, 'utf8')).replace(/=\r?\n/g, '')),
  );
  return texts.filter((raw) => raw.includes(`To: ${to}`));
}
