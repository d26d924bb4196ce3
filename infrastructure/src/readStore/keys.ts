/**
 * Redis layout of the read side. Every read model lives under a keyspace version
 * (`rm:v{n}:`); `rm:current` names the version queries read, so a replay can build
 * version n+1 beside n and switch with one SET.
 */
export const POINTER_KEY = 'rm:current';
export const VERSION_COUNTER_KEY = 'rm:versions';
export const SWITCH_CHANNEL = 'rm:switched';
export const CHECKPOINT_CHANNEL = 'rm:checkpoint';

export const versionPrefix = (version: number) => `rm:v${version}:`;
export const documentKey = (version: number, key: string) => `${versionPrefix(version)}${key}`;
export const checkpointKey = (version: number) => `${versionPrefix(version)}$checkpoint`;

/** Message published on CHECKPOINT_CHANNEL after each batch: `{version}:{position}`. */
export const checkpointMessage = (version: number, position: bigint) => `${version}:${position}`;
export function parseCheckpointMessage(message: string): { version: number; position: bigint } | undefined {
  const [version, position] = message.split(':');
  if (!version || !position || !/^\d+$/.test(version) || !/^\d+$/.test(position)) return undefined;
  return { version: Number(version), position: BigInt(position) };
}
