import { describe, expect, it } from 'vitest';
import { indexesOfAll, storedEvents } from '../../testKit/storedEvents';
import { ProjectionSpecification } from '../../testKit/projectionSpecification';
import type { ShareLinkEvent } from '../shareLink';
import { shareLinkOpenKey, shareLinkOpenProjection, shareLinkOpensIndex } from './shareLinkOpens';
import { shareLinkKey, shareLinkProjection, toShareLinkRecord, type ShareLinkDoc } from './shareLinkRecord';
import { shareLinkRequestKey, shareLinkRequestProjection, shareLinkRequestsIndex } from './shareLinkRequests';

const at = '2026-03-01T09:00:00.000Z';
const created: ShareLinkEvent = {
  type: 'ShareLinkCreated',
  data: {
    linkId: 'l1',
    token: 'tok_abcdefghijklmnopqrstuv',
    targetType: 'team',
    targetId: 't1',
    targetName: 'Squad',
    ownerId: 'o1',
    createdBy: 'o1',
    mode: 'frozen',
    expiresAt: '2026-03-02T09:00:00.000Z',
    passcodeHash: 'scrypt$secret',
    allowedEmails: [],
    maxViews: 2,
    anonymised: true,
    showBudget: false,
    notifyOnFirstOpen: false,
    createdAt: at,
  },
};
const opened = (ipHash: string, kind?: 'cv'): ShareLinkEvent => ({
  type: 'ShareLinkOpened',
  data: {
    linkId: 'l1',
    openedAt: '2026-03-01T10:00:00.000Z',
    viewerEmail: null,
    userAgentFamily: 'Safari',
    ipHash,
    firstOpen: true,
    ...(kind ? { kind } : {}),
  },
});

describe('share-link read models', () => {
  // The second open is a CV downloaded from the page.
  const events = storedEvents([created, opened('a'.repeat(64)), opened('b'.repeat(64), 'cv')], 7);

  it('keeps the record with the frozen position (the creating event’s), the views, and never the passcode hash', () => {
    const doc = ProjectionSpecification.for(shareLinkProjection)(events)
      .projected()
      .docs.get(shareLinkKey('l1')) as ShareLinkDoc;
    expect(doc).toMatchObject({
      frozen_position: '7',
      views: 2,
      has_passcode: true,
      last_opened_at: '2026-03-01T10:00:00.000Z',
      position: '9',
    });
    expect(JSON.stringify(doc)).not.toContain('scrypt');
    const record = toShareLinkRecord(doc, new Date(at));
    expect(record).toMatchObject({
      url: '/stage/shared-team/tok_abcdefghijklmnopqrstuv',
      status: 'exhausted',
      target_name: 'Squad',
    });
    expect(toShareLinkRecord(doc, new Date('2026-03-03T00:00:00.000Z')).status).toBe('expired');
  });

  it('applies an event fed twice once', () => {
    const doc = ProjectionSpecification.for(shareLinkProjection)([...events, events[1]])
      .projected()
      .docs.get(shareLinkKey('l1')) as ShareLinkDoc;
    expect(doc.views).toBe(2);
  });

  it('indexes links by owner and target', () => {
    const indexes = ProjectionSpecification.for(shareLinkProjection)(events).projected().indexes;
    expect([...indexes.keys()].sort()).toEqual([
      'idx:share-links:all',
      'idx:share-links:owner:o1',
      'idx:share-links:target:team:t1',
    ]);
  });

  it('logs each open with a shortened IP hash, listed by the link', () => {
    const docs = ProjectionSpecification.for(shareLinkOpenProjection)(events).projected().docs;
    expect(docs.get(shareLinkOpenKey('e8'))).toEqual({
      id: 'e8',
      link_id: 'l1',
      at: '2026-03-01T10:00:00.000Z',
      viewer_email: null,
      user_agent_family: 'Safari',
      ip_hash: 'a'.repeat(16),
      kind: 'page',
    });
    expect(docs.get(shareLinkOpenKey('e9'))).toMatchObject({ ip_hash: 'b'.repeat(16), kind: 'cv' });
    expect([...indexesOfAll(shareLinkOpenProjection, docs).get(shareLinkOpensIndex('l1'))!.keys()]).toEqual([
      'e8',
      'e9',
    ]);
  });

  it('keeps each client request with whom it names really and as shown, listed by the link', () => {
    const request = (requestId: string, requestedAt: string): ShareLinkEvent => ({
      type: 'ShareLinkRequestMade',
      data: {
        linkId: 'l1',
        requestId,
        kind: 'intro',
        profileId: 's1',
        shownProfileId: 'pseudo-1',
        message: 'Hello',
        name: 'Ada',
        email: 'ada@client.example',
        ipHash: 'c'.repeat(64),
        requestedAt,
      },
    });
    const withRequests = storedEvents(
      [created, request('r2', '2026-03-01T12:00:00.000Z'), request('r1', '2026-03-01T11:00:00.000Z')],
      7,
    );
    const docs = ProjectionSpecification.for(shareLinkRequestProjection)(withRequests).projected().docs;
    expect(docs.get(shareLinkRequestKey('r1'))).toEqual({
      id: 'r1',
      link_id: 'l1',
      at: '2026-03-01T11:00:00.000Z',
      kind: 'intro',
      profile_id: 's1',
      shown_profile_id: 'pseudo-1',
      message: 'Hello',
      name: 'Ada',
      email: 'ada@client.example',
    });
    expect(JSON.stringify([...docs.values()])).not.toContain('ccc');
    const index = indexesOfAll(shareLinkRequestProjection, docs).get(shareLinkRequestsIndex('l1'))!;
    expect(Object.fromEntries(index)).toEqual({
      r1: Date.parse('2026-03-01T11:00:00.000Z'),
      r2: Date.parse('2026-03-01T12:00:00.000Z'),
    });
  });
});
