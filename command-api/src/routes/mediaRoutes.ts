import type { RequestHandler } from 'express';
import { z } from 'zod';
import { MAX_FILE_SIZE, assertCanEditProfile, mediaMessages, mediaUrl, specialistMessages } from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import type { MediaService } from '../media/mediaService';
import { receiveUpload } from '../media/receiveUpload';
import { commandContext, written } from './commandContext';

const TAGS = ['Media'];
const ERRORS = [400, 401, 403, 404, 409, 413, 415];
const uploadAnswer = <T extends z.ZodType>(data: T) =>
  z.object({
    data,
    message: z.string(),
    position: z.string().describe('send it back as X-Min-Position to read your own write'),
  });

/** The upload routes: the owner (or an admin) is checked before the body is read. */
export function mediaRoutes(media: MediaService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);

  routes.add(
    {
      method: 'post',
      path: '/user/specialist/add-avatar/{id}',
      summary: 'Upload an avatar (processed by the worker)',
      tags: TAGS,
      auth: true,
      upload: { file: 'avatar' },
      response: uploadAnswer(z.object({ status: z.literal('processing') })),
      errors: ERRORS,
      description:
        'An image by its bytes (JPEG, PNG, WebP, GIF, AVIF), at most 10485760 bytes and 50 megapixels. The profile shows it once processed.',
    },
    async (req, res) => {
      const specialistId = String(req.params.id);
      assertCanEditProfile(principalOf(req), specialistId);
      const { buffer } = await receiveUpload(req, 'avatar', MAX_FILE_SIZE);
      const { position } = await media.uploadAvatar(specialistId, buffer, principalOf(req), commandContext(req));
      res.json(written({ status: 'processing' }, specialistMessages.profileImageUpdated, position));
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/user/specialist/add-answer-media/{id}',
      summary: 'Upload a video or audio answer recording',
      tags: TAGS,
      auth: true,
      status: 201,
      upload: { file: 'media', fields: { kind: "'audio' for an audio-only WebM/MP4/Ogg recording" } },
      response: uploadAnswer(
        z.object({ media_id: z.string(), kind: z.enum(['video', 'audio']), media_url: z.string() }),
      ),
      errors: ERRORS,
    },
    async (req, res) => {
      const specialistId = String(req.params.id);
      assertCanEditProfile(principalOf(req), specialistId);
      const { buffer, fields } = await receiveUpload(req, 'media', MAX_FILE_SIZE);
      const { mediaId, kind, key, position } = await media.uploadAnswerMedia(
        specialistId,
        buffer,
        fields.kind,
        principalOf(req),
        commandContext(req),
      );
      res
        .status(201)
        .json(written({ media_id: mediaId, kind, media_url: mediaUrl(key) }, mediaMessages.mediaUploaded, position));
    },
  );

  return routes;
}
