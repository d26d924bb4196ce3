import type { RequestHandler, Response } from 'express';
import {
  ForbiddenError,
  addCollaboratorSchema,
  addMilestoneSchema,
  assignTeamSchema,
  canCreateEngagements,
  changeMilestoneSchema,
  collaboratorRoleSchema,
  createEngagementSchema,
  engagementStatusSchema,
  milestoneStatusSchema,
  parseOrThrow,
  updateEngagementSchema,
  type Actor,
  engagementCodes,
} from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import {
  collaboratorIdOf,
  collaboratorInvitationIdOf,
  milestoneIdOf,
  projectIdOf,
  type EngagementService,
  type EngagementWrite,
} from '../engagements/engagementService';
import { collaboratorAnswerSchema, engagementRecord, engagementWriteRecordSchema } from '../engagements/records';
import { commandContext } from './commandContext';
import { answer, writeRouteDocs } from './writeRoutes';

const TAGS = ['Projects'];
const NOTE =
  'Answers the project as the write left it (what the write side knows: no names, cards or coverage), with `X-Position` ' +
  '(send it back as `X-Min-Position` to read your own write); a write that changes nothing answers without it. ' +
  'A project the caller may not see is 404.';

/** The write paths of client projects (docs/api.md, "Client projects"); each answers the project record. */
export function engagementRoutes(projects: EngagementService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  const doc = writeRouteDocs({
    response: engagementWriteRecordSchema,
    read: 'GET /projects/{id}',
    tags: TAGS,
    description: NOTE,
  });
  const send = (res: Response, status: number, write: EngagementWrite, actor: Actor) =>
    answer(res, status, engagementRecord(write, actor), write.position);

  routes.add(
    doc('post', '/projects', 'Create a project (business owners and admins; they own it)', {
      body: createEngagementSchema,
      status: 201,
    }),
    async (req, res) => {
      const actor = principalOf(req);
      if (!canCreateEngagements(actor)) throw new ForbiddenError(engagementCodes.onlyOwnersCreate);
      const input = parseOrThrow(createEngagementSchema, req.body);
      send(res, 201, await projects.create(input, actor, commandContext(req)), actor);
    },
  );

  routes.add(
    doc('put', '/projects/{id}', 'Change the details (the owner and editors); keys sent are changed, null clears', {
      body: updateEngagementSchema,
    }),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const input = parseOrThrow(updateEngagementSchema, req.body);
      const actor = principalOf(req);
      send(res, 200, await projects.update(projectId, input, actor, commandContext(req)), actor);
    },
  );

  routes.add(
    doc('delete', '/projects/{id}', 'Archive a project (the owner); an archived project changes no more'),
    async (req, res) => {
      const actor = principalOf(req);
      send(res, 200, await projects.archive(projectIdOf(String(req.params.id)), actor, commandContext(req)), actor);
    },
  );

  routes.add(
    doc(
      'post',
      '/projects/{id}/status',
      'Move the status along the diagram (the owner); a transition it does not allow is 409',
      { body: engagementStatusSchema },
    ),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const { status } = parseOrThrow(engagementStatusSchema, req.body);
      const actor = principalOf(req);
      send(res, 200, await projects.setStatus(projectId, status, actor, commandContext(req)), actor);
    },
  );

  routes.add(
    doc(
      'post',
      '/projects/{id}/team',
      "Assign one of the project owner's teams (the owner and editors); another team is 400",
      { body: assignTeamSchema },
    ),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const { team_id } = parseOrThrow(assignTeamSchema, req.body);
      const actor = principalOf(req);
      send(res, 200, await projects.assignTeam(projectId, team_id, actor, commandContext(req)), actor);
    },
  );

  routes.add(
    doc('post', '/projects/{id}/milestones', 'Add a milestone to a DPD project (the owner and editors)', {
      body: addMilestoneSchema,
      status: 201,
    }),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const input = parseOrThrow(addMilestoneSchema, req.body);
      const actor = principalOf(req);
      const write = await projects.addMilestone(projectId, input, actor, commandContext(req));
      send(res, 201, write, actor);
    },
  );

  routes.add(
    doc(
      'put',
      '/projects/{id}/milestones/{milestoneId}',
      'Change a milestone (the owner and editors); null responsible_id clears it',
      { body: changeMilestoneSchema },
    ),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const milestoneId = milestoneIdOf(String(req.params.milestoneId));
      const input = parseOrThrow(changeMilestoneSchema, req.body);
      const actor = principalOf(req);
      send(res, 200, await projects.changeMilestone(projectId, milestoneId, input, actor, commandContext(req)), actor);
    },
  );

  routes.add(
    doc(
      'post',
      '/projects/{id}/milestones/{milestoneId}/status',
      "Move a milestone's status (the owner, editors, and the team member responsible for it)",
      {
        body: milestoneStatusSchema,
      },
    ),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const milestoneId = milestoneIdOf(String(req.params.milestoneId));
      const { status } = parseOrThrow(milestoneStatusSchema, req.body);
      const actor = principalOf(req);
      send(
        res,
        200,
        await projects.setMilestoneStatus(projectId, milestoneId, status, actor, commandContext(req)),
        actor,
      );
    },
  );

  routes.add(
    doc('delete', '/projects/{id}/milestones/{milestoneId}', 'Remove a milestone (the owner and editors)'),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const milestoneId = milestoneIdOf(String(req.params.milestoneId));
      const actor = principalOf(req);
      send(res, 200, await projects.removeMilestone(projectId, milestoneId, actor, commandContext(req)), actor);
    },
  );

  routes.add(
    doc(
      'post',
      '/projects/{id}/collaborators',
      'Invite an address to see (viewer) or edit (editor) the project (the owner); the invitee accepts under Shared Projects',
      {
        body: addCollaboratorSchema,
        status: 201,
        description: `${NOTE} The answer is the same for every well-formed address: nothing is looked up about it until someone signed in with it answers. The invitation is under \`invitations\`.`,
      },
    ),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const input = parseOrThrow(addCollaboratorSchema, req.body);
      const actor = principalOf(req);
      send(res, 201, await projects.addCollaborator(projectId, input, actor, commandContext(req)), actor);
    },
  );

  routes.add(
    doc('put', '/projects/{id}/collaborators/{userId}', "Change a collaborator's role (the owner)", {
      body: collaboratorRoleSchema,
    }),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const userId = collaboratorIdOf(String(req.params.userId));
      const { role } = parseOrThrow(collaboratorRoleSchema, req.body);
      const actor = principalOf(req);
      send(res, 200, await projects.changeCollaborator(projectId, userId, role, actor, commandContext(req)), actor);
    },
  );

  for (const action of ['accept', 'decline'] as const) {
    routes.add(
      {
        method: 'post',
        path: `/collaborator-invitations/{id}/${action}`,
        tags: TAGS,
        auth: true,
        errors: [401, 404, 409],
        summary: `${action === 'accept' ? 'Accept' : 'Decline'} an invitation to a project (the holder of the invited address); id is \`{projectId}.{invitationId}\``,
        response: collaboratorAnswerSchema,
      },
      async (req, res) => {
        const { projectId, invitationId } = collaboratorInvitationIdOf(String(req.params.id));
        const w = await projects.answerCollaboration(
          projectId,
          invitationId,
          action,
          principalOf(req),
          commandContext(req),
        );
        const status = action === 'accept' ? 'accepted' : 'declined';
        answer(
          res,
          200,
          { id: `${projectId}.${invitationId}`, project_id: projectId, role: w.role, status },
          w.position,
        );
      },
    );
  }

  routes.add(
    doc(
      'delete',
      '/projects/{id}/collaborators/{userId}',
      "Remove a collaborator's access, or withdraw a pending invitation by its id (the owner)",
    ),
    async (req, res) => {
      const projectId = projectIdOf(String(req.params.id));
      const userId = collaboratorIdOf(String(req.params.userId));
      const actor = principalOf(req);
      send(res, 200, await projects.removeCollaborator(projectId, userId, actor, commandContext(req)), actor);
    },
  );

  return routes;
}
