import { readFileSync, readdirSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { join } from 'node:path';

/*
 * Where a service's CPU goes, from a V8 profile written by `PROFILE=<service> npm run <bench> -w bench`
 * (`--cpu-prof`, in /tmp/prof-<service>): self time summed into the stages of a request, by the file
 * each sample's function lives in, as a share of the time the process was busy.
 *
 *   tsx bench/src/profileBreakdown.ts /tmp/prof-command-api
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** First match wins: the stage a function's file belongs to. */
const STAGES: [string, RegExp][] = [
  ['idle', /^\(idle\)$/],
  ['garbage collection', /^\(garbage collector\)$/],
  ['logging (pino)', /pino|sonic-boom|thread-stream/],
  ['auth (JWT, session check)', /jose|accessTokens|authenticate|sessions?\.ts|webcrypto/i],
  ['validation (zod)', /zod/],
  ['event store append (SQLite)', /better-sqlite3|sqliteEventStore|appendToStream/i],
  ['loading and folding the stream', /commandHandler|readStream/],
  ['deciders (domain)', /\/domain\/src\//],
  ['Redis (ioredis)', /ioredis|redis-parser|denque/],
  [
    'express and routing',
    /express|router|body-parser|raw-body|iconv|type-is|content-type|on-finished|finalhandler|send\/|qs\//,
  ],
  [
    'HTTP and sockets (node)',
    /^node:(_http|http|net|stream|internal\/streams|internal\/http)|_http_|^node:internal\/(stream|js_stream|net)/,
  ],
  ['other node internals', /^node:/],
  ['the fast write path', /fastWrites\.ts$/],
  ['our services', /\/(command-api|query-api|infrastructure|projector)\/src\//],
  ['other libraries', /node_modules/],
  ['native / program', /^$/],
];

/**
 * The services run bundled (dist/services/*.mjs, with a linked source map): a sample's url is the bundle's, so its
 * line and column are looked up in the map for the source file they came from.
 */
const sourceMaps = new Map<string, SourceMap>();
function sourceOf({ url, lineNumber, columnNumber }: ProfileNode['callFrame']): string {
  if (!/\/dist\/services\/[^/]+\.mjs$/.test(url) || lineNumber === undefined) return url;
  let map = sourceMaps.get(url);
  if (!map) {
    map = new SourceMap(JSON.parse(readFileSync(new URL(`${url}.map`), 'utf8')) as SourceMapPayload);
    sourceMaps.set(url, map);
  }
  const entry = map.findEntry(lineNumber, columnNumber ?? 0);
  return 'originalSource' in entry ? entry.originalSource : url;
}

function stageOf(node: ProfileNode): string {
  const { functionName } = node.callFrame;
  const url = sourceOf(node.callFrame);
  for (const [stage, pattern] of STAGES) if (pattern.test(url) || pattern.test(functionName)) return stage;
  return 'other';
}

export function breakdown(profile: CpuProfile): { stage: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const stage = stageOf(byId.get(id)!);
    totals.set(stage, (totals.get(stage) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const busy = [...totals].filter(([stage]) => stage !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
  return [...totals]
    .filter(([stage]) => stage !== 'idle')
    .map(([stage, ms]) => ({ stage, ms: Math.round(ms), share: Math.round((ms / busy) * 1000) / 10 }))
    .sort((a, b) => b.ms - a.ms);
}

if (process.argv[1]?.endsWith('profileBreakdown.ts')) {
  const dir = process.argv[2] ?? '/tmp/prof-command-api';
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    console.log(`\n${file}`);
    console.table(breakdown(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile));
  }
}
