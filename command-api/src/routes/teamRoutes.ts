import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  ForbiddenError,
  TEAM_STATUSES,
  canOwnNetworks,
  changeTeamMemberSchema,
  createTeamSchema,
  offerRecordSchema,
  offerTeamMemberSchema,
  parseOrThrow,
  teamStatusSchema,
  updateTeamSchema,
  teamCodes,
} from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import { teamRecord } from '../networks/records';
import type { OfferService } from '../offers/offerService';
import { memberIdOf, teamIdOf, type TeamService } from '../teams/teamService';
import { commandContext } from './commandContext';
import { answer, writeRouteDocs } from './writeRoutes';

const TAGS = ['Teams'];

export const teamRecordSchema = z.object({
  id: z.string(),
  network_id: z.string(),
  owner_id: z.string(),
  name: z.string(),
  purpose: z.string(),
  status: z.enum(TEAM_STATUSES),
  archived: z.boolean(),
  required_skills: z.array(z.object({ id: z.number(), title: z.string() })),
  members: z.array(
    z.object({
      specialist_id: z.string(),
      role_title: z.string(),
      allocation_days: z.number(),
      added_at: z.string(),
      over_allocated: z.boolean(),
    }),
  ),
  member_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

const NOTE =
  'Answers the team as the write left it, with `X-Position` (send it back as `X-Min-Position` to read your own write).';

/** The write paths of teams and their members (docs/api.md, "Networks, teams and search"); each answers the team. */
export function teamRoutes(teams: TeamService, offers: OfferService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  const doc = writeRouteDocs({
    response: teamRecordSchema,
    read: 'GET /teams/{id}',
    tags: TAGS,
    description: NOTE,
  });

  routes.add(
    doc('post', '/teams', 'Create a team in one of your networks', { body: createTeamSchema, status: 201 }),
    async (req, res) => {
      const actor = principalOf(req);
      if (!canOwnNetworks(actor)) throw new ForbiddenError(teamCodes.onlyOwnersCreate);
      const input = parseOrThrow(createTeamSchema, req.body);
      const w = await teams.create(input, actor, commandContext(req));
      answer(res, 201, teamRecord(w.state), w.position);
    },
  );

  routes.add(
    doc('put', '/teams/{id}', 'Change the name, purpose or required skills (the owner)', { body: updateTeamSchema }),
    async (req, res) => {
      const teamId = teamIdOf(String(req.params.id));
      const input = parseOrThrow(updateTeamSchema, req.body);
      const w = await teams.update(teamId, input, principalOf(req), commandContext(req));
      answer(res, 200, teamRecord(w.state), w.position);
    },
  );

  routes.add(
    doc('delete', '/teams/{id}', 'Archive a team (the owner); an archived team changes no more'),
    async (req, res) => {
      const w = await teams.archive(teamIdOf(String(req.params.id)), principalOf(req), commandContext(req));
      answer(res, 200, teamRecord(w.state), w.position);
    },
  );

  routes.add(
    doc('post', '/teams/{id}/members', 'Offer a specialist a seat on the team (they join when they accept)', {
      body: offerTeamMemberSchema,
      status: 201,
      response: teamRecordSchema.extend({ offer_id: z.string(), offer: offerRecordSchema }),
      description: `${NOTE} No longer adds the member by itself: it makes an offer, as \`POST /offers\` does (the start defaults to today, the message may be left out), and answers the team as it is (without them until they accept) with \`offer_id\` and \`offer\`.`,
    }),
    async (req, res) => {
      const teamId = teamIdOf(String(req.params.id));
      const terms = parseOrThrow(offerTeamMemberSchema, req.body);
      const w = await offers.make(teamId, terms, principalOf(req), commandContext(req));
      const team = await teams.state(teamId);
      answer(res, 201, { ...teamRecord(team), offer_id: w.record.id, offer: w.record }, w.position);
    },
  );

  routes.add(
    doc('put', '/teams/{id}/members/{specialistId}', "Change a member's role or allocation", {
      body: changeTeamMemberSchema,
    }),
    async (req, res) => {
      const teamId = teamIdOf(String(req.params.id));
      const specialistId = memberIdOf(String(req.params.specialistId));
      const input = parseOrThrow(changeTeamMemberSchema, req.body);
      const w = await teams.changeMember(teamId, specialistId, input, principalOf(req), commandContext(req));
      answer(res, 200, teamRecord(w.state), w.position);
    },
  );

  routes.add(doc('delete', '/teams/{id}/members/{specialistId}', 'Remove a member from the team'), async (req, res) => {
    const teamId = teamIdOf(String(req.params.id));
    const w = await teams.removeMember(
      teamId,
      memberIdOf(String(req.params.specialistId)),
      principalOf(req),
      commandContext(req),
    );
    answer(res, 200, teamRecord(w.state), w.position);
  });

  routes.add(
    doc('post', '/teams/{id}/status', 'Set the status: Draft, Saved or Approved', { body: teamStatusSchema }),
    async (req, res) => {
      const teamId = teamIdOf(String(req.params.id));
      const { status } = parseOrThrow(teamStatusSchema, req.body);
      const w = await teams.setStatus(teamId, status, principalOf(req), commandContext(req));
      answer(res, 200, teamRecord(w.state), w.position);
    },
  );

  return routes;
}
