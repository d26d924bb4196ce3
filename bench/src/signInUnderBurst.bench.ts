import { request } from 'node:http';
import { loadavg } from 'node:os';
import { percentile, round, saveResult } from './support';
import { startServices } from './services';

// Hardening round two, finding 2: anonymous passcode tries must not slow sign-in down. Sign-in
// latency through the gateway, ROUNDS sign-ins one after another, first on a quiet platform, then
// each sent together with a burst of BURST wrong passcode tries from BURST client addresses over
// LINKS gated links (as the probe did: 60 at once). Target: p95 during the bursts ≤ 2 × quiet p95.
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const BURST = Number(process.env.BURST ?? 60);
const LINKS = Number(process.env.LINKS ?? 10);

const loadBefore = loadavg().map((n) => round(n));
const services = await startServices(['command-api', 'query-api', 'projector', 'gateway'], { specialists: LINKS });
const gateway = new URL(services.gatewayUrl);

function post(
  path: string,
  body: object,
  headers: Record<string, string> = {},
  from?: string,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: gateway.hostname,
        port: gateway.port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString() || 'null') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

// Each specialist shares their own profile behind a passcode.
const tokens: string[] = [];
for (const specialist of services.specialists) {
  const res = await post(
    '/share-links',
    { target_type: 'profile', target_id: specialist.id, mode: 'live', passcode: 'the right passcode' },
    { authorization: `Bearer ${specialist.token}` },
  );
  if (res.status !== 201) throw new Error(`share link: ${res.status} ${JSON.stringify(res.json)}`);
  tokens.push((res.json as { token: string }).token);
}

const { email, password } = services.specialists[0];
const outcomes: Record<number, number> = {};
let round_ = 0;
/** BURST passcode tries at once, each from its own address; resolves when every one is answered. */
async function burst(): Promise<void> {
  round_ += 1;
  await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const res = await post(
        `/public/share-links/${tokens[i % tokens.length]}/open`,
        { passcode: `wrong guess ${round_}` },
        {},
        `127.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      );
      outcomes[res.status] = (outcomes[res.status] ?? 0) + 1;
    }),
  );
}

async function signInTimes(withBurst: boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const tries = withBurst ? burst() : Promise.resolve();
    const started = performance.now();
    const res = await post('/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${JSON.stringify(res.json)}`);
    times.push(performance.now() - started);
    await tries;
  }
  return times;
}

const summary = (times: number[]) => ({
  p50Ms: round(percentile(times, 50)),
  p95Ms: round(percentile(times, 95)),
  maxMs: round(Math.max(...times)),
});
const quiet = summary(await signInTimes(false));
const duringBurst = summary(await signInTimes(true));
await services.stop();

saveResult('signInUnderBurst', {
  rounds: ROUNDS,
  burst: BURST,
  links: LINKS,
  loadBefore,
  quiet,
  duringBurst,
  ratioP95: round(duringBurst.p95Ms / quiet.p95Ms),
  passcodeAnswers: outcomes,
});
