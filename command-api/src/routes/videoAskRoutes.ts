import type { Request, RequestHandler } from 'express';
import {
  ValidationError,
  parseOrThrow,
  savedSection,
  specialistMessages as m,
  updateVideoAskSchema,
  videoAskContactSchema,
  type VideoAskCatalogs,
  specialistCodes,
} from '@dth/domain';
import { DocumentedRouter, principalOf, type VideoAskUpdateTokens } from '@dth/infrastructure';
import type { CatalogService } from '../catalogs/catalogService';
import type { SpecialistCommandInput, SpecialistService } from '../specialists/specialistService';
import { commandContext, written } from './commandContext';
import { writtenSchema } from './specialistRoutes';

const TAGS = ['Video-ask answers'];

export interface VideoAskRoutesDeps {
  specialists: SpecialistService;
  catalogs: CatalogService;
  updateTokens: VideoAskUpdateTokens;
  authenticate: RequestHandler;
}

/** Saving answers: the full list by profile id, or the question dialogs' answers by update token. */
export function videoAskRoutes({
  specialists,
  catalogs,
  updateTokens,
  authenticate,
}: VideoAskRoutesDeps): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);

  const answerCatalogs = async (): Promise<VideoAskCatalogs> => ({
    questions: await catalogs.items('videoask-questions'),
    practitionerGroups: await catalogs.items('practitioner-groups'),
    clientTypes: await catalogs.items('client-types'),
  });
  const save = async (req: Request, command: SpecialistCommandInput) => {
    const { decided, position } = await specialists.execute(command, principalOf(req), commandContext(req));
    return written(savedSection(decided.at(-1)!), m.profileUpdated, position);
  };

  routes.add(
    {
      method: 'put',
      path: '/user/specialist/update-videoask/{id}',
      tags: TAGS,
      auth: true,
      body: updateVideoAskSchema,
      response: writtenSchema,
      errors: [400, 401, 403, 404, 409],
      summary: 'Save the whole answer list',
      description:
        'Replaces the saved answers. To clear a slot, send its answer with an empty response (or leave it out); the other answers are kept as sent.',
    },
    async (req, res) => {
      const specialistId = String(req.params.id);
      const { video_ask } = parseOrThrow(updateVideoAskSchema, req.body);
      res.json(
        await save(req, {
          type: 'SaveVideoAskAnswers',
          data: { specialistId, answers: video_ask, catalogs: await answerCatalogs() },
        }),
      );
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/user/videoask/update',
      tags: TAGS,
      auth: true,
      body: videoAskContactSchema,
      response: writtenSchema,
      errors: [400, 401, 403, 404, 409],
      summary: 'Send poll or text answers (practitioner group, types of client, admired brands)',
      description:
        'The profile is the one `update_token` (from GET /user/videoask/updateToken) was issued for; `email` must be its email. The answers are laid over the saved ones.',
    },
    async (req, res) => {
      const { contact } = parseOrThrow(videoAskContactSchema, req.body);
      const tokenFor = await updateTokens.verify(contact.variables.update_token);
      if (!tokenFor)
        throw new ValidationError(specialistCodes.updateTokenInvalid, {
          'contact.variables.update_token': specialistCodes.updateTokenInvalid,
        });
      res.json(
        await save(req, {
          type: 'SubmitVideoAskAnswers',
          data: {
            specialistId: tokenFor,
            answers: contact.answers,
            email: contact.email,
            catalogs: await answerCatalogs(),
          },
        }),
      );
    },
  );

  return routes;
}
