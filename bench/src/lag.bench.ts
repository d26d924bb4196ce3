import { alternatingRounds, p99Ratio } from './rounds';
import { percentile, round, saveResult } from './support';
import { startServices, write } from './services';

// Projection lag: from a write's answer to the write visible in GET /user/specialist/{id}, through the
// gateway (the path users' requests take) and straight at the services, in the same run.
// The GET carries X-Min-Position, so it answers as soon as the projector has passed the write;
// its own round trip (measured alone, on the same path) is subtracted.
const SAMPLES = Number(process.env.SAMPLES ?? 500);

const services = await startServices(['command-api', 'query-api', 'projector', 'gateway']);
const { id, token } = services.specialist;

async function measure(label: string, writeBase: string, readBase: string) {
  const profileUrl = `${readBase}/user/specialist/${id}`;
  const get = (minPosition?: string) =>
    fetch(profileUrl, {
      headers: { authorization: `Bearer ${token}`, ...(minPosition ? { 'x-min-position': minPosition } : {}) },
    }).then(async (r) => {
      const body = (await r.json()) as { data: { industry_title: string | null } };
      return { reached: r.headers.get('x-position-reached'), title: body.data.industry_title };
    });

  const baseline: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await get();
    baseline.push(performance.now() - started);
  }
  const getMs = percentile(baseline, 50);

  const lags: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const title = `Title ${label} ${i}`;
    const { position } = await write(`${writeBase}/user/update-user/${id}`, token, 'PUT', {
      specialist: { industry_title: title },
    });
    const started = performance.now();
    const seen = await get(position);
    const elapsed = performance.now() - started;
    if (seen.title !== title || seen.reached !== 'true')
      throw new Error(`write ${i} not visible: ${JSON.stringify(seen)}`);
    lags.push(Math.max(0, elapsed - getMs));
  }
  return {
    getRoundTripP50Ms: round(getMs),
    lagMs: { p50: round(percentile(lags, 50)), p99: round(percentile(lags, 99)), max: round(Math.max(...lags)) },
  };
}

// Alternating rounds; the median round by the gateway's p99 lag over the direct path's.
const lag = await alternatingRounds(
  {
    gateway: () => measure('gateway', services.gatewayUrl, services.gatewayUrl),
    direct: () => measure('direct', services.commandUrl, services.queryUrl),
  },
  (gateway, direct) => p99Ratio({ p99Ms: gateway.lagMs.p99 }, { p99Ms: direct.lagMs.p99 }),
);
await services.stop();

saveResult('lag', {
  samples: SAMPLES,
  rounds: lag.rounds.length,
  // The direct figures keep their old names, so earlier results still read the same.
  getRoundTripP50Ms: lag.direct.getRoundTripP50Ms,
  lagMs: lag.direct.lagMs,
  gateway: lag.gateway,
  gatewayP99Ratios: lag.ratios,
  gatewayP99Ratio: lag.ratio,
  lagP99MsRounds: lag.rounds.map((r) => ({ gateway: r.gateway.lagMs.p99, direct: r.direct.lagMs.p99 })),
  target: { p99Ms: 25 },
});
