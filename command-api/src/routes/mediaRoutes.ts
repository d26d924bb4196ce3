import { Router } from 'express';
import { MAX_FILE_SIZE, assertCanEditProfile, mediaMessages, mediaUrl } from '@dth/domain';
import { authenticate, principalOf, type AccessTokens } from '@dth/infrastructure';
import type { MediaService } from '../media/mediaService';
import { receiveUpload } from '../media/receiveUpload';
import { commandContext, written } from './commandContext';

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
