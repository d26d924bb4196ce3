import autocannon from 'autocannon';
import { round } from './support';

/** What a load run reports, the same for every read benchmark. */
export interface LoadSummary {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export const loadSummary = (r: autocannon.Result): LoadSummary => ({
  requestsPerSecond: round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  errors: r.errors,
  non2xx: r.non2xx,
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export interface GatewayBesideDirect<S> {
  /** The round whose ratio is the median: both paths' figures from the same round. */
  gateway: S;
  direct: S;
  rounds: { gateway: S; direct: S }[];
  /** Each round's `ratio(gateway, direct)`, and their median: the figure the goals are set on. */
  ratios: number[];
  ratio: number;
}

/**
 * The gateway's path and the service's own, measured in ROUNDS alternating rounds after one discarded
 * warm-up of each, so drift on the machine (the load generator shares its two cores) falls on both alike.
 * `ratio` says what is compared: throughput for a load run, latency for a sequential one.
 */
export async function alternatingRounds<S>(
  paths: { gateway: () => Promise<S>; direct: () => Promise<S> },
  ratio: (gateway: S, direct: S) => number,
  rounds = Number(process.env.ROUNDS ?? 3),
): Promise<GatewayBesideDirect<S>> {
  await paths.gateway();
  await paths.direct();
  const runs: { gateway: S; direct: S }[] = [];
  for (let i = 0; i < rounds; i++) runs.push({ gateway: await paths.gateway(), direct: await paths.direct() });
  const ratios = runs.map((r) => round(ratio(r.gateway, r.direct)));
  const middle = runs[ratios.indexOf(median(ratios))];
  return { gateway: middle.gateway, direct: middle.direct, rounds: runs, ratios, ratio: median(ratios) };
}

/** Throughput through the gateway over the service's own. */
export const throughputRatio = (gateway: LoadSummary, direct: LoadSummary) =>
  gateway.requestsPerSecond / direct.requestsPerSecond;

/** The gateway's p99 over the service's own: what the afresh goals (≤ 1.25 ×) are set on. */
export const p99Ratio = (gateway: { p99Ms: number }, direct: { p99Ms: number }) => gateway.p99Ms / direct.p99Ms;

export const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.SECONDS ?? 10);

export interface Target {
  url: string;
  headers: Record<string, string>;
}

/** CONNECTIONS connections reading `target` for SECONDS. */
export const load = async (target: Target): Promise<LoadSummary> =>
  loadSummary(
    await autocannon({ url: target.url, connections: CONNECTIONS, duration: SECONDS, headers: target.headers }),
  );

/** The same read with `Cache-Control: no-cache`: computed afresh, past query-api's answer cache. */
export const afresh = (target: Target): Target => ({
  url: target.url,
  headers: { ...target.headers, 'cache-control': 'no-cache' },
});

/**
 * One read through the gateway beside query-api, cached and afresh, each in alternating rounds:
 * the fields the report reads (gateway, queryApi, gatewayNoCache, queryApiNoCache) are the median rounds,
 * with the median throughput ratio (cached) and p99 ratio (afresh) beside them.
 */
export async function gatewayBesideQueryApi(
  gateway: Target,
  queryApi: Target,
  parts: { cached?: boolean; afresh?: boolean } = {},
) {
  const { cached = true, afresh: fresh = true } = parts;
  const warm = cached
    ? await alternatingRounds({ gateway: () => load(gateway), direct: () => load(queryApi) }, throughputRatio)
    : undefined;
  const cold = fresh
    ? await alternatingRounds({ gateway: () => load(afresh(gateway)), direct: () => load(afresh(queryApi)) }, p99Ratio)
    : undefined;
  return {
    ...(warm && { gateway: warm.gateway, queryApi: warm.direct, gatewayRatio: warm.ratio, gatewayRatios: warm.ratios }),
    ...(cold && {
      gatewayNoCache: cold.gateway,
      queryApiNoCache: cold.direct,
      afreshP99Ratio: cold.ratio,
      afreshP99Ratios: cold.ratios,
    }),
  };
}

/** One path alone (a bare baseline server is a URL with no headers), after a discarded first run that warms it. */
export async function loadWarmed(target: Target | string): Promise<LoadSummary> {
  const t = typeof target === 'string' ? { url: target, headers: {} } : target;
  await load(t);
  return load(t);
}
