import { describe, expect, it } from 'vitest';
import { MAX_INBOX, detailText, nextInbox, type Notification, type NotificationKind } from './notifications';

let position = 100;
const notification = (kind: NotificationKind, person: string, over: Partial<Notification> = {}): Notification => {
  position += 1;
  return {
    id: `${position}.0`,
    position: String(position),
    at: '2026-03-01T09:00:00.000Z',
    kind,
    recipient: 'admins',
    actor_id: person,
    person_id: person,
    record: { type: 'account', id: person, name: null },
    detail: {},
    ...over,
  };
};
/** An inbox as Redis holds it (JSON, oldest first), after the notifications came in batches. */
function inboxAfter(...batches: Notification[][]): Notification[] {
  let stored: string[] = [];
  for (const batch of batches) {
    const { removed, added } = nextInbox(stored, batch);
    stored = [...stored.filter((raw) => !removed.includes(raw)), ...added.map((n) => JSON.stringify(n))];
  }
  return stored.map((raw) => JSON.parse(raw) as Notification);
}

describe('an inbox', () => {
  it('keeps one entry per group, the newest, with how many it stands for, in one batch or many', () => {
    const burst = Array.from({ length: 210 }, () => notification('data_export_requested', 'mallory'));
    const other = notification('data_export_requested', 'alice');
    const inOne = inboxAfter([...burst.slice(0, 100), other, ...burst.slice(100)]);
    expect(inOne.map((n) => [n.person_id, n.count, n.id])).toEqual([
      ['alice', 1, other.id],
      ['mallory', 210, burst.at(-1)!.id],
    ]);
    const inMany = inboxAfter(...[...burst.slice(0, 100), other, ...burst.slice(100)].map((n) => [n]));
    expect(inMany).toEqual(inOne);
  });

  it('tells apart the fields of a member’s changes and the people who did something', () => {
    const member = { record: { type: 'specialist' as const, id: 'mia', name: null }, recipient: 'owner' };
    const inbox = inboxAfter([
      notification('member_changed', 'mia', { ...member, detail: { field: 'skills' } }),
      notification('member_changed', 'mia', { ...member, detail: { field: 'level' } }),
      notification('member_changed', 'mia', { ...member, detail: { field: 'skills' } }),
      notification('erasure_requested', 'bob'),
      notification('data_export_requested', 'bob'),
    ]);
    expect(inbox.map((n) => `${n.kind}:${detailText(n.detail.field)}:${n.count}`)).toEqual([
      'member_changed:level:1',
      'member_changed:skills:2',
      'erasure_requested::1',
      'data_export_requested::1',
    ]);
  });

  it('keeps its newest entries and every erasure request, however many come after', () => {
    const erasure = notification('erasure_requested', 'eve', { detail: { erase_at: '2026-03-08T09:00:00.000Z' } });
    const others = Array.from({ length: MAX_INBOX + 50 }, (_, i) => notification('data_export_requested', `p${i}`));
    const inbox = inboxAfter([erasure], others.slice(0, 120), others.slice(120));
    expect(inbox).toHaveLength(MAX_INBOX);
    expect(inbox[0]).toEqual({ ...erasure, count: 1 });
    expect(inbox.slice(1).map((n) => n.person_id)).toEqual(others.slice(-(MAX_INBOX - 1)).map((n) => n.person_id));
  });
});
