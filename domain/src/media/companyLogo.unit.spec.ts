import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import type { BusinessOwnerEvent } from '../businessOwner/businessOwner';
import type { Actor } from '../shared/authorization';
import { ForbiddenError } from '../shared/errors';
import { companyLogoDecider, type CompanyLogoCommand } from './companyLogo';

const now = '2026-03-01T09:00:00.000Z';
const ownerId = 'owner-1';
const owner: Actor = { userId: ownerId, userType: 'business_owner' };

const given = DeciderSpecification.for(companyLogoDecider);

const upload = (originalKey = 'originals/aaa.png', actor: Actor = owner, id = ownerId): CompanyLogoCommand => ({
  type: 'RecordLogoUpload',
  data: { ownerId: id, originalKey, contentType: 'image/png', size: 321 },
  metadata: { now, actor },
});
const remove = (actor: Actor = owner, id = ownerId): CompanyLogoCommand => ({
  type: 'RemoveLogo',
  data: { ownerId: id },
  metadata: { now, actor },
});
const processed = (
  uploadEventId: string,
  originalKey = 'originals/aaa.png',
  eventId = `p-${uploadEventId}`,
): CompanyLogoCommand => ({
  type: 'RecordLogoProcessed',
  data: {
    ownerId,
    eventId,
    uploadEventId,
    originalKey,
    key: `logos/${originalKey.slice(10, 13)}-512.webp`,
    width: 512,
    height: 256,
  },
  metadata: { now },
});
const failed = (uploadEventId: string, originalKey = 'originals/aaa.png'): CompanyLogoCommand => ({
  type: 'RecordLogoProcessingFailed',
  data: {
    ownerId,
    eventId: `f-${uploadEventId}`,
    uploadEventId,
    originalKey,
    reason: 'We could not process this image; try another one',
  },
  metadata: { now },
});

const uploaded = (originalKey = 'originals/aaa.png'): BusinessOwnerEvent => ({
  type: 'BusinessOwnerLogoUploaded',
  data: { ownerId, originalKey, contentType: 'image/png', size: 321, uploadedAt: now },
});
const processedEvent = (
  uploadEventId: string,
  originalKey = 'originals/aaa.png',
  current = true,
): BusinessOwnerEvent => ({
  type: 'BusinessOwnerLogoProcessed',
  id: `p-${uploadEventId}`,
  data: {
    ownerId,
    uploadEventId,
    originalKey,
    key: `logos/${originalKey.slice(10, 13)}-512.webp`,
    width: 512,
    height: 256,
    current,
    processedAt: now,
  },
});
const removed: BusinessOwnerEvent = { type: 'BusinessOwnerLogoRemoved', data: { ownerId, removedAt: now } };

describe('company logo decider: uploads and removal', () => {
  it('records an upload by the owner, even before the company profile has any field set', () => {
    given([]).when(upload()).then([uploaded()]);
  });

  it('is the owner’s own: another owner, a specialist, and an admin on someone else’s profile get 403', () => {
    given([])
      .when(upload('originals/aaa.png', { userId: 'owner-2', userType: 'business_owner' }))
      .thenThrows(ForbiddenError);
    given([])
      .when(upload('originals/aaa.png', { userId: ownerId, userType: 'specialist' }))
      .thenThrows(ForbiddenError, 'businessOwner.notYourProfile');
    given([])
      .when(upload('originals/aaa.png', { userId: 'admin-1', userType: 'admin' }))
      .thenThrows(ForbiddenError);
    given([])
      .when(upload('originals/aaa.png', { userId: 'admin-1', userType: 'admin' }, 'admin-1'))
      .then((events) => expect(events).not.toEqual([]));
    given([uploaded()])
      .when(remove({ userId: 'owner-2', userType: 'business_owner' }))
      .thenThrows(ForbiddenError);
  });

  it('removes a logo shown or on its way, and removing again changes nothing', () => {
    given([uploaded()]).when(remove()).then([removed]);
    given([uploaded(), processedEvent('u1')])
      .when(remove())
      .then([removed]);
    given([uploaded(), processedEvent('u1'), removed])
      .when(remove())
      .thenNothingHappened();
    given([]).when(remove()).thenNothingHappened();
  });
});

describe('company logo decider: processing outcomes', () => {
  it('records the outcome of the current upload with the event id the worker derived', () => {
    given([uploaded()])
      .when(processed('u1'))
      .then([processedEvent('u1')]);
    given([uploaded()])
      .when(failed('u1'))
      .then([
        {
          type: 'BusinessOwnerLogoProcessingFailed',
          id: 'f-u1',
          data: {
            ownerId,
            uploadEventId: 'u1',
            originalKey: 'originals/aaa.png',
            reason: 'We could not process this image; try another one',
            current: true,
            failedAt: now,
          },
        },
      ]);
  });

  it('decides nothing for an upload whose outcome is already recorded (a job that ran again)', () => {
    given([uploaded(), processedEvent('u1')])
      .when(processed('u1'))
      .thenNothingHappened();
    given([uploaded(), processedEvent('u1')])
      .when(failed('u1'))
      .thenNothingHappened();
  });

  it('records the outcome of an upload since replaced or removed as not current', () => {
    given([uploaded(), uploaded('originals/bbb.png')])
      .when(processed('u1'))
      .then((events) => expect(events).toMatchObject([{ data: { current: false } }]));
    given([uploaded(), removed])
      .when(processed('u1'))
      .then((events) => expect(events).toMatchObject([{ data: { current: false } }]));
    given([uploaded(), removed])
      .when(failed('u1'))
      .then((events) => expect(events).toMatchObject([{ data: { current: false } }]));
  });

  it('keeps the logo shown while a newer one is processed, and a stale outcome does not replace it', () => {
    const state = [
      uploaded(),
      processedEvent('u1'),
      uploaded('originals/bbb.png'),
      processedEvent('u0', 'originals/ccc.png', false),
    ].reduce(companyLogoDecider.evolve, companyLogoDecider.initialState());
    expect(state).toMatchObject({
      logoKey: 'logos/aaa-512.webp',
      logoOriginalKey: 'originals/bbb.png',
      logoStatus: 'processing',
      logoOutcomes: ['u1', 'u0'],
    });
  });
});
