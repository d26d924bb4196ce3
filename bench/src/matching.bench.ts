import autocannon from 'autocannon';
import { createRedis } from '@dth/infrastructure';
import { CONNECTIONS, SECONDS, afresh, alternatingRounds, loadSummary, p99Ratio, type Target } from './rounds';
import { percentile, round, saveResult } from './support';
import { seedScaleForOwner, skillsByPopularity } from './scaleOwner';
import { startServices } from './services';

// Matching a team (issue 39) over SPECIALISTS specialists with availability and day rates (the scale seed's,
// scripts/src/demo/specialistWriter.ts `demoAvailability`), each through the gateway beside query-api in
// alternating rounds, computed afresh (`Cache-Control: no-cache` past the answer cache; a suggestion is never
// cached), at CONNECTIONS connections and by one reader (SEQUENTIAL requests in a row):
// - search with skills + availability + rate facets (two common skills, open to work, available within 30 days,
//   2 free days, a day rate up to 900 EUR: only the rates the owner may see);
// - GET /teams/{id}/matches of a team requiring the 8 most common skills;
// - POST /teams/{id}/suggestions for that team, with a budget (only rates the owner sees) and without.
const SPECIALISTS = Number(process.env.SPECIALISTS ?? 10_000);
const NETWORK_MEMBERS = Number(process.env.NETWORK_MEMBERS ?? 500);
const REQUIRED_SKILLS = 8;

const services = await startServices(['command-api', 'query-api', 'projector', 'gateway']);
const { networkId, headers } = await seedScaleForOwner(services, {
  specialists: SPECIALISTS,
  networkMembers: NETWORK_MEMBERS,
});
const redis = createRedis(services.env.REDIS_URL);
const common = await skillsByPopularity(redis);

const created = await fetch(`${services.commandUrl}/teams`, {
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({
    network_id: networkId,
    name: 'Bench squad',
    required_skill_ids: common.slice(0, REQUIRED_SKILLS),
  }),
});
if (!created.ok) throw new Error(`POST /teams → ${created.status} ${await created.text()}`);
const teamId = ((await created.json()) as { id: string }).id;
// The projector has everything once the team reads back (it was written after the seed).
while ((await fetch(`${services.queryUrl}/teams/${teamId}`, { headers })).status !== 200)
  await new Promise((resolve) => setTimeout(resolve, 100));

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const searchFilter = {
  skill_ids: common.slice(0, 2),
  open_to_work: true,
  available_by: inAMonth,
  free_days_gte: 2,
  day_rate_lte: 900,
  day_rate_currency: 'EUR',
};
const range = encodeURIComponent('[0,24]');
const searchPath = `/specialists?filter=${encodeURIComponent(JSON.stringify(searchFilter))}&range=${range}`;
const matchesPath = `/teams/${teamId}/matches?range=${range}`;
const suggestionsPath = `/teams/${teamId}/suggestions`;
const withBudget = JSON.stringify({ days_per_week: 2, budget_per_week: { amount: 20_000, currency: 'EUR' } });
const withoutBudget = JSON.stringify({});

const answer = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, { ...init, headers: { ...headers, 'content-type': 'application/json' } });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return { body: await res.text(), range: res.headers.get('content-range') };
};
const reference = {
  search: await answer(services.queryUrl + searchPath),
  matches: await answer(services.queryUrl + matchesPath),
  suggestion: await answer(services.queryUrl + suggestionsPath, { method: 'POST', body: withBudget }),
  suggestionWithoutBudget: await answer(services.queryUrl + suggestionsPath, { method: 'POST', body: withoutBudget }),
};
if (
  (await answer(services.gatewayUrl + suggestionsPath, { method: 'POST', body: withBudget })).body !==
  reference.suggestion.body
)
  throw new Error('the gateway does not answer the same suggestion');

interface Request extends Target {
  method?: 'GET' | 'POST';
  body?: string;
}
const run = async (target: Request, connections: number) => {
  const summary = loadSummary(
    await autocannon({
      url: target.url,
      connections,
      duration: SECONDS,
      method: target.method ?? 'GET',
      headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
      body: target.body,
    }),
  );
  if (summary.errors > 0 || summary.non2xx > 0) throw new Error(`${target.url}: ${JSON.stringify(summary)}`);
  return summary;
};
/** One reader: SEQUENTIAL requests one after the other, each timed to the microsecond. */
const SEQUENTIAL = Number(process.env.SEQUENTIAL ?? 200);
const sequential = async (target: Request) => {
  const latencies: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    const res = await fetch(target.url, {
      method: target.method ?? 'GET',
      headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
      body: target.body,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${target.url} → ${res.status}`);
    latencies.push(performance.now() - started);
  }
  return { p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)) };
};
/** The gateway's path beside query-api's, afresh, at CONNECTIONS connections and at one. */
const measure = async (path: string, body?: string) => {
  const at = (base: string): Request => ({
    ...afresh({ url: base + path, headers }),
    ...(body ? { method: 'POST' as const, body } : {}),
  });
  const gateway = at(services.gatewayUrl);
  const direct = at(services.queryUrl);
  const loaded = await alternatingRounds(
    { gateway: () => run(gateway, CONNECTIONS), direct: () => run(direct, CONNECTIONS) },
    p99Ratio,
  );
  const single = await alternatingRounds(
    { gateway: () => sequential(gateway), direct: () => sequential(direct) },
    p99Ratio,
  );
  return {
    gateway: loaded.gateway,
    queryApi: loaded.direct,
    p99Ratio: loaded.ratio,
    p99Ratios: loaded.ratios,
    oneConnection: {
      gateway: single.gateway,
      queryApi: single.direct,
      p99Ratio: single.ratio,
      p99Ratios: single.ratios,
    },
  };
};

// ONLY=search (or matches, suggestions, suggestionsWithoutBudget) runs one part, for profiling (PROFILE=query-api).
const only = process.env.ONLY;
const part = async <T>(name: string, measured: () => Promise<T>) => (!only || only === name ? measured() : undefined);
const search = await part('search', () => measure(searchPath));
const matches = await part('matches', () => measure(matchesPath));
const suggestions = await part('suggestions', () => measure(suggestionsPath, withBudget));
const suggestionsWithoutBudget = await part('suggestionsWithoutBudget', () => measure(suggestionsPath, withoutBudget));

const suggested = JSON.parse(reference.suggestion.body) as { members: unknown[]; missing: unknown[]; exact: boolean };
saveResult('matching', {
  connections: CONNECTIONS,
  seconds: SECONDS,
  rounds: Number(process.env.ROUNDS ?? 3),
  specialists: SPECIALISTS,
  networkMembers: NETWORK_MEMBERS,
  search: { filter: searchFilter, total: reference.search.range, ...search },
  matches: { requiredSkills: REQUIRED_SKILLS, total: reference.matches.range, ...matches },
  suggestions: {
    body: JSON.parse(withBudget) as object,
    members: suggested.members.length,
    missing: suggested.missing.length,
    exact: suggested.exact,
    ...suggestions,
  },
  suggestionsWithoutBudget: {
    members: (JSON.parse(reference.suggestionWithoutBudget.body) as { members: unknown[] }).members.length,
    ...suggestionsWithoutBudget,
  },
  targets: { searchP99Ms: 25, searchGatewayP99Ratio: 1.25, matchesP99Ms: 50, suggestionsP99Ms: 200 },
});
redis.disconnect();
await services.stop();
