import { readFileSync } from 'node:fs';
import { openEventStream, type EventStreamClient, type StreamEvent } from '@dth/testing';
import { alternatingRounds, p99Ratio } from './rounds';
import { percentile, round, saveResult } from './support';
import { startServices, write } from './services';

/*
 * Live notifications (issue 23). A business owner's team has a specialist in it; each sample the
 * specialist changes their skills and the owner's open stream receives `member_changed`: the time
 * from the write's answer to the event's arrival, with IDLE_STREAMS idle streams held open on the same
 * query API (another person's, who is told nothing meanwhile), through the gateway (the path browsers
 * take) beside the query API directly. And the query API's resident memory before and after opening them.
 * IDLE_OWNER=1 makes the idle streams the owner's own (every notification then goes to all of them: the
 * fan-out's worst case, with this process reading every copy).
 */
const SAMPLES = Number(process.env.SAMPLES ?? 300);
const IDLE_STREAMS = Number(process.env.IDLE_STREAMS ?? 1000);

const services = await startServices(['command-api', 'query-api', 'projector', 'gateway'], {
  specialists: 1,
  owners: 1,
});
const [owner] = services.owners;
const { specialist } = services;
const command = (path: string, token: string, body: object, method = 'POST') =>
  write(`${services.commandUrl}${path}`, token, method, body);
const rssMB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

// The owner's network and team, with the specialist in both.
const network = (await (
  await fetch(`${services.commandUrl}/networks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench guild', description: '' }),
  })
).json()) as { id: string };
const invitation = (await (
  await fetch(`${services.commandUrl}/networks/${network.id}/invitations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ specialist_id: specialist.id }),
  })
).json()) as { id: string };
await command(`/invitations/${invitation.id}/accept`, specialist.token, {});
const team = (await (
  await fetch(`${services.commandUrl}/teams`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ network_id: network.id, name: 'Bench squad' }),
  })
).json()) as { id: string };
// A seat on the team is an offer the specialist accepts; the worker then makes them a member.
const offered = (await command(`/teams/${team.id}/members`, owner.token, {
  specialist_id: specialist.id,
  role_title: 'Engineer',
  allocation_days: 3,
})) as unknown as { offer_id: string };
await command(`/offers/${offered.offer_id}/accept`, specialist.token, {});

// Idle streams, held open directly on the query API (one process holds them all).
const idleToken = process.env.IDLE_OWNER === '1' ? owner.token : specialist.token;
const queryPid = services.pids['query-api']!;
await new Promise((resolve) => setTimeout(resolve, 1000));
const rssBefore = rssMB(queryPid);
const idle: EventStreamClient[] = [];
for (let i = 0; i < IDLE_STREAMS; i++)
  idle.push(
    await openEventStream(`${services.queryUrl}/notifications/stream`, { authorization: `Bearer ${idleToken}` }),
  );
await new Promise((resolve) => setTimeout(resolve, 2000));
const rssAfter = rssMB(queryPid);
if (idle.some((stream) => stream.status !== 200)) throw new Error('an idle stream was refused');

const isChange = (event: StreamEvent) =>
  event.event === 'notification' && (JSON.parse(event.data) as { kind: string }).kind === 'member_changed';
let flip = 0;

async function measure(base: string) {
  const stream = await openEventStream(`${base}/notifications/stream`, { authorization: `Bearer ${owner.token}` });
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    flip = 1 - flip;
    await command(`/user/specialist/add-skills/${specialist.id}`, specialist.token, { skills: flip ? [1, 2] : [2, 3] });
    const answeredAt = performance.now();
    const event = await stream.next(isChange, 10_000);
    latencies.push(Math.max(0, event.receivedAt - answeredAt));
  }
  stream.close();
  return {
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(...latencies)),
  };
}

const latency = await alternatingRounds(
  { gateway: () => measure(services.gatewayUrl), direct: () => measure(services.queryUrl) },
  (gateway, direct) => p99Ratio(gateway, direct),
);
// What the idle streams got (the owner's: every notification; another person's: nothing).
const delivered = idle.map((stream) => stream.events.filter(isChange).length);
for (const stream of idle) stream.close();
await services.stop();

saveResult('notifications', {
  samples: SAMPLES,
  idleStreams: IDLE_STREAMS,
  idleStreamsOf: process.env.IDLE_OWNER === '1' ? 'the recipient' : 'another person',
  queryApiRssMB: {
    before: round(rssBefore, 1),
    withIdleStreams: round(rssAfter, 1),
    perStreamKB: round(((rssAfter - rssBefore) * 1024) / IDLE_STREAMS, 1),
  },
  idleStreamsDelivered: { min: Math.min(...delivered), max: Math.max(...delivered) },
  latency: {
    gateway: latency.gateway,
    direct: latency.direct,
    gatewayP99Ratio: latency.ratio,
    rounds: latency.rounds.map((r) => ({ gateway: r.gateway.p99Ms, direct: r.direct.p99Ms })),
  },
  target: { p99Ms: 100 },
});
