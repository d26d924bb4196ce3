import { Router } from 'express';
import { MAX_FILE_SIZE, assertCanEditProfile, mediaMessages, mediaUrl } from '@dth/domain';
import { authenticate, principalOf, type AccessTokens, type ApiOperation } from '@dth/infrastructure';
import type { MediaService } from '../media/mediaService';
import { receiveUpload } from '../media/receiveUpload';
import { commandContext, written } from './commandContext';

/** The upload routes, described for the OpenAPI document. */
export const mediaOperations: ApiOperation[] = [
  {
    method: 'post', path: '/user/specialist/add-avatar/{id}', summary: 'Upload an avatar (processed by the worker)', tags: ['Media'], auth: true,
    upload: { file: 'avatar' }, errors: [400, 401, 403, 404, 413, 415],
    description: 'An image by its bytes (JPEG, PNG, WebP, GIF, AVIF), at most 10485760 bytes and 50 megapixels. The profile shows it once processed.',
  },
  {
    method: 'post', path: '/user/specialist/add-answer-media/{id}', summary: 'Upload a video or audio answer recording', tags: ['Media'], auth: true, status: 201,
    upload: { file: 'media', fields: { kind: "'audio' for an audio-only WebM/MP4/Ogg recording" } }, errors: [400, 401, 403, 404, 413, 415],
  },
];

export function mediaRoutes(media: MediaService, accessTokens: AccessTokens): Router {
  const router = Router();
  router.use('/user/specialist', authenticate(accessTokens));

  router.post('/user/specialist/add-avatar/:id', async (req, res) => {
    assertCanEditProfile(principalOf(req), req.params.id);
    const { buffer } = await receiveUpload(req, 'avatar', MAX_FILE_SIZE);
    const { position } = await media.uploadAvatar(req.params.id, buffer, commandContext(req));
    res.json(written({ status: 'processing' }, mediaMessages.avatarUpdated, position));
  });

  router.post('/user/specialist/add-answer-media/:id', async (req, res) => {
    assertCanEditProfile(principalOf(req), req.params.id);
    const { buffer, fields } = await receiveUpload(req, 'media', MAX_FILE_SIZE);
    const { mediaId, kind, key, position } = await media.uploadAnswerMedia(req.params.id, buffer, fields.kind, commandContext(req));
    res.status(201).json(written({ media_id: mediaId, kind, media_url: mediaUrl(key) }, mediaMessages.mediaUploaded, position));
  });
  return router;
}
