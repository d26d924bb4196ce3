/** A read model as replay sees it: its name and the version of the code that builds it. */
export interface ReadModelVersion {
  name: string;
  version: number;
}

export class UnknownReadModelError extends Error {}

/**
 * Which read models `npm run replay` rebuilds: those named with `--only`, all with `--all`, else those
 * whose built version (`rm:built`) is not their projection's version now, or unknown.
 */
export function readModelsToRebuild(
  declared: readonly ReadModelVersion[],
  built: Readonly<Record<string, string>>,
  options: { all?: boolean; only?: readonly string[] },
): string[] {
  const names = declared.map((m) => m.name);
  if (options.only) {
    const unknown = options.only.filter((name) => !names.includes(name));
    if (unknown.length > 0)
      throw new UnknownReadModelError(
        `Unknown read model${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Read models: ${names.join(', ')}.`,
      );
    return names.filter((name) => options.only!.includes(name));
  }
  if (options.all) return names;
  return declared.filter((m) => built[m.name] !== String(m.version)).map((m) => m.name);
}
