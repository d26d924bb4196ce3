import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { now, profileStarted, specialistId } from '../specialist/testData';
import { mediaDecider, type MediaCommand } from './businessLogic';
import type { MediaEvent } from './media';

const given = DeciderSpecification.for(mediaDecider);
const owner: Actor = { userId: specialistId, userType: 'specialist' };
/** An upload by `actor` (the owner unless told); an outcome, which the worker records, by nobody. */
const command = <C extends MediaCommand>(
  type: C['type'],
  data: Omit<C['data'], 'specialistId'>,
  actor: Actor = owner,
): MediaCommand =>
  ({
    type,
    data: { specialistId, ...data },
    metadata: type.endsWith('Upload') ? { now, actor } : { now },
  }) as MediaCommand;

const uploadEventId = 'a1d6e1c2-51b5-4a8e-9f0e-2f7a4c9b8d01';
const recordAvatarUpload = command('RecordAvatarUpload', {
  originalKey: 'originals/abc.jpg',
  contentType: 'image/jpeg',
  size: 1234,
});
const recordAnswerUpload = command('RecordAnswerMediaUpload', {
  mediaId: 'm1',
  kind: 'video',
  key: 'answers/abc.webm',
  contentType: 'video/webm',
  size: 99,
});
const avatarProcessed: MediaEvent = {
  type: 'AvatarProcessed',
  id: 'e-processed',
  data: {
    specialistId,
    uploadEventId,
    renditions: { 256: 'avatars/abc-256.webp' },
    fallbackKey: 'avatars/abc-256.jpg',
    width: 800,
    height: 600,
    processedAt: now,
  },
};
const avatarFailed: MediaEvent = {
  type: 'AvatarProcessingFailed',
  id: 'e-failed',
  data: { specialistId, uploadEventId, reason: 'We could not process this image; try another one', failedAt: now },
};
const answerUploaded: MediaEvent = {
  type: 'AnswerMediaUploaded',
  data: {
    specialistId,
    mediaId: 'm1',
    kind: 'video',
    key: 'answers/abc.webm',
    contentType: 'video/webm',
    size: 99,
    uploadedAt: now,
  },
};
const answerProcessed: MediaEvent = {
  type: 'AnswerMediaProcessed',
  id: 'e-answer',
  data: { specialistId, mediaId: 'm1', thumbnailKey: 'thumbnails/abc.jpg', durationSeconds: 2, processedAt: now },
};
const answerFailed: MediaEvent = {
  type: 'AnswerMediaProcessingFailed',
  id: 'e-answer-failed',
  data: { specialistId, mediaId: 'm1', reason: 'Invalid data found', failedAt: now },
};

const recordAvatarProcessedOf = (upload: string, eventId: string) =>
  command('RecordAvatarProcessed', {
    eventId,
    uploadEventId: upload,
    renditions: { 256: 'avatars/abc-256.webp' },
    fallbackKey: 'avatars/abc-256.jpg',
    width: 800,
    height: 600,
  });
const recordAvatarProcessed = recordAvatarProcessedOf(uploadEventId, 'e-processed');
const recordAvatarFailed = command('RecordAvatarProcessingFailed', {
  eventId: 'e-failed',
  uploadEventId,
  reason: 'We could not process this image; try another one',
});
const recordAnswerProcessed = command('RecordAnswerMediaProcessed', {
  eventId: 'e-answer',
  mediaId: 'm1',
  thumbnailKey: 'thumbnails/abc.jpg',
  durationSeconds: 2,
});
const recordAnswerFailed = command('RecordAnswerMediaProcessingFailed', {
  eventId: 'e-answer-failed',
  mediaId: 'm1',
  reason: 'Invalid data found',
});

describe('media decider: uploads', () => {
  it('records an avatar upload on a started profile', () => {
    given([profileStarted])
      .when(recordAvatarUpload)
      .then([
        {
          type: 'AvatarUploaded',
          data: {
            specialistId,
            originalKey: 'originals/abc.jpg',
            contentType: 'image/jpeg',
            size: 1234,
            uploadedAt: now,
          },
        },
      ]);
  });

  it('records an answer recording upload on a started profile', () => {
    given([profileStarted]).when(recordAnswerUpload).then([answerUploaded]);
  });

  it('takes uploads from the owner or an admin, and refuses anyone else (403) before looking at the profile', () => {
    const admin: Actor = { userId: 'a1', userType: 'admin' };
    given([profileStarted])
      .when(
        command('RecordAvatarUpload', { originalKey: 'originals/abc.jpg', contentType: 'image/jpeg', size: 1 }, admin),
      )
      .then((events) => expect(events).toHaveLength(1));
    for (const stranger of [
      { userId: 'someone-else', userType: 'specialist' },
      { userId: 'an-owner', userType: 'business_owner' },
    ] as Actor[])
      for (const history of [[], [profileStarted]])
        given(history)
          .when(
            command(
              'RecordAnswerMediaUpload',
              { mediaId: 'm1', kind: 'video', key: 'answers/abc.webm', contentType: 'video/webm', size: 99 },
              stranger,
            ),
          )
          .thenThrows(ForbiddenError, 'specialist.notYourProfile');
  });

  it('refuses uploads to a profile that was never started (404)', () => {
    given([]).when(recordAvatarUpload).thenThrows(NotFoundError);
    given([]).when(recordAnswerUpload).thenThrows(NotFoundError, 'specialist.profileNotFound');
  });

  it('refuses uploads to an erased person’s profile (409), and records nothing of an outcome arriving late', () => {
    const erased = [
      profileStarted,
      { type: 'SpecialistProfileErased', data: { specialistId, erasedAt: now } } as const,
    ];
    for (const upload of [recordAvatarUpload, recordAnswerUpload])
      given(erased).when(upload).thenThrows(ConflictError, 'account.erased');
    given(erased).when(recordAvatarProcessed).thenNothingHappened();
    given([...erased, answerUploaded])
      .when(recordAnswerFailed)
      .thenNothingHappened();
  });
});

describe('media decider: processing outcomes', () => {
  it('records an avatar outcome with the event id the worker derived', () => {
    given([profileStarted]).when(recordAvatarProcessed).then([avatarProcessed]);
    given([profileStarted]).when(recordAvatarFailed).then([avatarFailed]);
  });

  it('records an answer recording outcome with the event id the worker derived', () => {
    given([profileStarted, answerUploaded]).when(recordAnswerProcessed).then([answerProcessed]);
    given([profileStarted, answerUploaded]).when(recordAnswerFailed).then([answerFailed]);
  });

  it('decides nothing for an upload whose outcome is already recorded (a job that ran again)', () => {
    given([profileStarted, avatarProcessed]).when(recordAvatarProcessed).thenNothingHappened();
    given([profileStarted, avatarFailed]).when(recordAvatarProcessed).thenNothingHappened();
    given([profileStarted, avatarProcessed]).when(recordAvatarFailed).thenNothingHappened();
    given([profileStarted, answerUploaded, answerProcessed]).when(recordAnswerProcessed).thenNothingHappened();
    given([profileStarted, answerUploaded, answerFailed]).when(recordAnswerProcessed).thenNothingHappened();
  });

  it('records the outcome of another upload of the same profile', () => {
    given([profileStarted, avatarProcessed])
      .when(recordAvatarProcessedOf('other-upload', 'e-2'))
      .then((events) =>
        expect(events).toMatchObject([{ type: 'AvatarProcessed', id: 'e-2', data: { uploadEventId: 'other-upload' } }]),
      );
  });
});
