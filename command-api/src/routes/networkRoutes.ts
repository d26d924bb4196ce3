import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  ForbiddenError,
  MEMBERSHIP_STATUSES,
  canOwnNetworks,
  createNetworkSchema,
  invitationSchema,
  memberNoteSchema,
  parseOrThrow,
  updateNetworkSchema,
  networkCodes,
} from '@dth/domain';
import { DocumentedRouter, principalOf, readLink, POSITION_HEADER } from '@dth/infrastructure';
import { invitationRecord, memberRecord, networkRecord } from '../networks/records';
import { networkIdOf, type NetworkService, type NetworkWrite } from '../networks/networkService';
import { commandContext } from './commandContext';
import { answer } from './writeRoutes';

const TAGS = ['Networks'];

// ── Answers (documented from these schemas) ──────────────────────────────────
export const networkRecordSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  name: z.string(),
  description: z.string(),
  archived: z.boolean(),
  member_count: z.number(),
  invited_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
const memberRecordSchema = z.object({
  id: z.string().describe('{networkId}.{membershipId}'),
  network_id: z.string(),
  membership_id: z.string(),
  specialist_id: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(MEMBERSHIP_STATUSES),
  invited_at: z.string(),
  responded_at: z.string().nullable(),
  note: z.string(),
  tags: z.array(z.string()),
});
const invitationRecordSchema = z.object({
  id: z.string(),
  network_id: z.string(),
  network_name: z.string(),
  membership_id: z.string(),
  specialist_id: z.string().nullable(),
  status: z.enum(MEMBERSHIP_STATUSES),
  invited_at: z.string(),
  responded_at: z.string().nullable(),
});

/** The record as the write left it, and the position of its last event in `X-Position` (send it back as `X-Min-Position`). */
const POSITION_NOTE =
  'Answers the record as the write left it, with `X-Position` (send it back as `X-Min-Position` to read your own write).';

/** The write paths of networks, their invitations and members (docs/api.md, "Networks, teams and search"). */
export function networkRoutes(networks: NetworkService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  const doc = (
    method: 'post' | 'put' | 'delete',
    path: string,
    summary: string,
    response: z.ZodType,
    extra: { body?: z.ZodType; status?: number; errors?: number[]; description?: string } = {},
  ) => ({
    method,
    path,
    summary,
    response,
    responseHeaders: POSITION_HEADER,
    links:
      response === networkRecordSchema
        ? readLink('GET /networks/{id}', '$response.body#/id')
        : response === memberRecordSchema
          ? readLink('GET /network-members/{id}', '$response.body#/id')
          : readLink('GET /networks/{id}', '$response.body#/network_id'),
    tags: TAGS,
    auth: true,
    errors: [400, 401, 403, 404, 409],
    description: POSITION_NOTE,
    ...extra,
  });
  const ownersView = (w: NetworkWrite) => memberRecord(w.state, w.membership!);
  const inviteesView = (w: NetworkWrite) => invitationRecord(w.state, w.membership!);

  routes.add(
    doc('post', '/networks', 'Create a network (business owners and admins; they own it)', networkRecordSchema, {
      body: createNetworkSchema,
      status: 201,
    }),
    async (req, res) => {
      const actor = principalOf(req);
      if (!canOwnNetworks(actor)) throw new ForbiddenError(networkCodes.onlyOwnersCreate);
      const input = parseOrThrow(createNetworkSchema, req.body);
      const w = await networks.create(input, actor, commandContext(req));
      answer(res, 201, networkRecord(w.state), w.position);
    },
  );

  routes.add(
    doc('put', '/networks/{id}', 'Change the name or description (the owner)', networkRecordSchema, {
      body: updateNetworkSchema,
    }),
    async (req, res) => {
      const networkId = networkIdOf(String(req.params.id));
      const input = parseOrThrow(updateNetworkSchema, req.body);
      const w = await networks.update(networkId, input, principalOf(req), commandContext(req));
      answer(res, 200, networkRecord(w.state), w.position);
    },
  );

  routes.add(
    doc(
      'delete',
      '/networks/{id}',
      'Archive a network (the owner); an archived network changes no more',
      networkRecordSchema,
    ),
    async (req, res) => {
      const w = await networks.archive(networkIdOf(String(req.params.id)), principalOf(req), commandContext(req));
      answer(res, 200, networkRecord(w.state), w.position);
    },
  );

  routes.add(
    doc('post', '/networks/{id}/invitations', 'Invite a specialist by id or by email (the owner)', memberRecordSchema, {
      body: invitationSchema,
      status: 201,
      description: `${POSITION_NOTE} An address with a specialist account invites that specialist and mails them; an address without an account gets a mail with a registration link (registering with it makes the invitation theirs); a business owner's or admin's address is 400; an active invitation or membership is 409.`,
    }),
    async (req, res) => {
      const networkId = networkIdOf(String(req.params.id));
      const input = parseOrThrow(invitationSchema, req.body);
      const w = await networks.invite(networkId, input, principalOf(req), commandContext(req));
      answer(res, 201, ownersView(w), w.position);
    },
  );

  for (const action of ['accept', 'decline'] as const) {
    routes.add(
      doc(
        'post',
        `/invitations/{id}/${action}`,
        `${action === 'accept' ? 'Accept' : 'Decline'} an invitation (the invitee)`,
        invitationRecordSchema,
      ),
      async (req, res) => {
        const w = await networks.answer(String(req.params.id), action, principalOf(req), commandContext(req));
        answer(res, 200, inviteesView(w), w.position);
      },
    );
  }

  routes.add(
    doc('put', '/network-members/{id}', "Set the owner's private note and tags on a member", memberRecordSchema, {
      body: memberNoteSchema,
    }),
    async (req, res) => {
      const id = String(req.params.id);
      const input = parseOrThrow(memberNoteSchema, req.body);
      const w = await networks.setNote(id, input, principalOf(req), commandContext(req));
      answer(res, 200, ownersView(w), w.position);
    },
  );

  routes.add(
    doc(
      'delete',
      '/network-members/{id}',
      'Remove a member, or withdraw a pending invitation (the owner)',
      memberRecordSchema,
      {
        description: `${POSITION_NOTE} A removed member is also taken out of the network's teams.`,
      },
    ),
    async (req, res) => {
      const w = await networks.remove(String(req.params.id), principalOf(req), commandContext(req));
      answer(res, 200, ownersView(w), w.position);
    },
  );

  routes.add(
    doc('post', '/network-members/{id}/leave', 'Leave a network (the member)', invitationRecordSchema, {
      description: `${POSITION_NOTE} Leaving also takes the member out of the network's teams.`,
    }),
    async (req, res) => {
      const w = await networks.leave(String(req.params.id), principalOf(req), commandContext(req));
      answer(res, 200, inviteesView(w), w.position);
    },
  );

  return routes;
}
