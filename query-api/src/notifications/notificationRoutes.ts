import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  ERASED_NAME_NOTE,
  NOTIFICATION_KINDS,
  NotFoundError,
  ValidationError,
  inboxCodes,
  type Notification,
} from '@dth/domain';
import { DocumentedRouter, principalOf, type AccessTokens, type ReadModelStore } from '@dth/infrastructure';
import { listAnswer, parseListParams } from '../routes/simpleRest';
import { sendRead } from '../routes/readAnswers';
import { NotificationInbox, inboxesOf, isAfter, type ReaderNotification } from './notificationInbox';
import { SUPERSEDED_RETRY_MS, eventFrame, type NotificationHub } from './notificationHub';
import { STREAMS_PER_USER, STREAM_LIFETIME_MS, STREAM_OPENS_PER_MINUTE } from './streamsPerUser';

const tags = ['Notifications'];
const notificationSchema = z.object({
  id: z.string(),
  position: z.string(),
  at: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  recipient: z.string(),
  actor_id: z.string(),
  person_id: z.string(),
  person_name: z.string().describe(`whom it names, as they are called now; ${ERASED_NAME_NOTE}`),
  record: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }),
  detail: z.record(z.string(), z.unknown()),
  count: z.number().int().describe('how many notifications of its group (kind, record, person) this one stands for'),
  read: z.boolean(),
});
const NOTIFICATION_ID = /^\d{1,18}\.\d{1,3}$/;
const notificationId = z.string().regex(NOTIFICATION_ID).describe('a notification’s id');
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * The bell: a person's notifications, their unread count, marking them read, and the live stream
 * (Server-Sent Events) that tells the browser of each new one as the projector writes it.
 */
export function notificationRoutes(
  readModels: ReadModelStore,
  hub: NotificationHub,
  authenticate: RequestHandler,
  accessTokens: AccessTokens,
  heartbeatMs = HEARTBEAT_MS,
): DocumentedRouter {
  const inbox = new NotificationInbox(readModels);
  const routes = new DocumentedRouter(authenticate);
  const spec = {
    filter: z.strictObject({}),
    sortFields: [],
    defaultSort: () => ({ field: 'position', order: 'DESC' as const }),
  };

  routes.add(
    {
      method: 'get',
      path: '/notifications',
      summary: 'The reader’s notifications, newest first (an admin’s include the admins’)',
      tags,
      auth: true,
      response: z.array(notificationSchema),
      list: {},
      errors: [400, 401],
      description: 'range=[start,end] (at most 200 are kept per person); answers Content-Range: notifications …',
    },
    async (req, res) => {
      const { start, end } = parseListParams({ range: req.query.range }, spec);
      const page = await inbox.page(principalOf(req), start, end);
      await sendRead(
        res,
        listAnswer(
          'notifications',
          start,
          page.items.map((n) => JSON.stringify(n)),
          page.total,
        ),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/notifications/unread-count',
      summary: 'How many of the reader’s notifications are unread',
      tags,
      auth: true,
      response: z.object({ data: z.object({ count: z.number().int() }) }),
      errors: [401],
    },
    async (req, res) => void res.json({ data: { count: await inbox.unreadCount(principalOf(req)) } }),
  );

  routes.add(
    {
      method: 'post',
      path: '/notifications/{id}/read',
      summary: 'Marks one notification read',
      tags,
      auth: true,
      params: { id: notificationId },
      response: z.object({ data: z.object({ id: z.string(), read: z.literal(true) }) }),
      errors: [400, 401, 404],
    },
    async (req, res) => {
      const id = String(req.params.id);
      if (!NOTIFICATION_ID.test(id)) throw new ValidationError(inboxCodes.badId, { id: inboxCodes.badId });
      if (!(await inbox.markRead(principalOf(req), id))) throw new NotFoundError(inboxCodes.notFound);
      res.json({ data: { id, read: true } });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/notifications/read-all',
      summary: '“Mark all read”',
      tags,
      auth: true,
      response: z.object({ data: z.object({ count: z.literal(0) }) }),
      errors: [401],
    },
    async (req, res) => {
      await inbox.markAllRead(principalOf(req));
      res.json({ data: { count: 0 } });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/notifications/stream',
      summary: 'Live notifications (Server-Sent Events)',
      tags,
      auth: true,
      query: z.object({
        lastEventId: notificationId.optional().describe('as Last-Event-ID, for clients that cannot set it'),
      }),
      headers: z.object({ 'Last-Event-ID': notificationId.optional() }),
      response: 'text/event-stream',
      errors: [400, 401, 429, 503],
      description: `text/event-stream: one \`notification\` event per notification (id: the notification's id, data: its JSON), a comment every ${HEARTBEAT_MS / 1000} s. Reconnect with Last-Event-ID: what came after it is sent first, nothing missed. A stream ends after ${STREAM_LIFETIME_MS / 60_000} minutes (reconnect with a fresh access token), when its session ends (logout, password reset, erasure), and when the person opens more than ${STREAMS_PER_USER} (the oldest ends, after \`retry: ${SUPERSEDED_RETRY_MS}\`). A person opens at most ${STREAM_OPENS_PER_MINUTE} a minute (then 429 with Retry-After); through the gateway a token opens 30 a minute (a burst of 10) and an address 2 a second (a burst of 60; then 429), an address holds 50 and the gateway 4,000 (then 503).`,
    },
    async (req, res) => {
      const reader = principalOf(req);
      // The token it was opened with: its session's end (logout, reset, erasure) ends the stream.
      const access = await accessTokens.signedFromHeader(req.headers.authorization);
      const lastEventId =
        req.header('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
      if (lastEventId !== undefined && !NOTIFICATION_ID.test(lastEventId))
        throw new ValidationError(inboxCodes.badId, { 'Last-Event-ID': inboxCodes.badId });
      await hub.ready();
      // Listen first, then send what was missed: a notification published meanwhile is held, not lost.
      let sentUpTo = lastEventId ?? null;
      let backlogSent = false;
      const held: [Notification, string][] = [];
      const send = (
        notification: ReaderNotification | Notification,
        frame = eventFrame(notification.id, JSON.stringify(notification)),
      ) => {
        if (sentUpTo !== null && !isAfter(notification.id, sentUpTo)) return;
        sentUpTo = notification.id;
        res.write(frame);
      };
      // Ended before it started (a newer stream of the person came at once): ended as soon as it starts.
      let started = false;
      let endedEarly: { retryMs?: number } | undefined;
      const end = (retryMs?: number) => {
        if (!started) return void (endedEarly = { retryMs });
        if (retryMs !== undefined && !res.writableEnded) res.write(`retry: ${retryMs}\n\n`);
        res.end();
      };
      let release: (() => void) | undefined;
      let closed = false;
      const timers: NodeJS.Timeout[] = [];
      res.on('close', () => {
        closed = true;
        release?.();
        for (const timer of timers) clearTimeout(timer);
      });
      // Counted against the person's streams first: past their opens a minute, 429 before anything is sent.
      release = await hub.open({
        id: randomUUID(),
        access,
        inboxes: inboxesOf(reader),
        deliver: (notification, frame) => (backlogSent ? send(notification, frame) : held.push([notification, frame])),
        end,
      });
      if (closed) return release();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx passes each event on as it comes (docs/operations.md).
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      started = true;
      if (endedEarly) return end(endedEarly.retryMs);
      timers.push(
        setInterval(() => {
          res.write(': keep-alive\n\n');
          // The revocation's message may have been lost (Redis away for a moment): asked again here.
          accessTokens.assertCurrent(access).catch(() => end());
        }, heartbeatMs),
        setTimeout(end, STREAM_LIFETIME_MS),
      );
      res.write('retry: 2000\n\n');
      try {
        if (lastEventId !== undefined)
          for (const notification of await inbox.since(reader, lastEventId)) send(notification);
      } finally {
        backlogSent = true;
        for (const [notification, frame] of held.splice(0)) send(notification, frame);
      }
    },
  );
  return routes;
}
