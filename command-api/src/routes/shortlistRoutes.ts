import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  addShortlistMemberSchema,
  changeShortlistSchema,
  createShortlistSchema,
  parseOrThrow,
  setShortlistNoteSchema,
  shortlistRecordSchema,
} from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import { shortlistIdOf, type ShortlistService } from '../hiringLists/shortlistService';
import { commandContext } from './commandContext';
import { answer, writeRouteDocs } from './writeRoutes';

const TAGS = ['Shortlists'];
const NOTE =
  'The owner writes; a collaborator of a project of the shortlist’s team reads it and is answered 403, anyone else 404. Answers the shortlist as the write left it, with `X-Position` (send it back as `X-Min-Position` to read your own write).';

/** The write paths of shortlists and their members (docs/api.md, "Saved searches and shortlists"). */
export function shortlistRoutes(shortlists: ShortlistService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  const doc = writeRouteDocs({
    response: shortlistRecordSchema,
    read: 'GET /shortlists/{id}',
    tags: TAGS,
    description: NOTE,
  });
  const ctx = commandContext;

  routes.add(
    doc('post', '/shortlists', 'Start a shortlist, for one of your teams or none (business owners and admins)', {
      body: createShortlistSchema,
      status: 201,
      description: `${NOTE} \`team_id\` must be a team of yours (else 400). 403 for specialists.`,
      errors: [400, 401, 403],
    }),
    async (req, res) => {
      const input = parseOrThrow(createShortlistSchema, req.body);
      const w = await shortlists.create(input, principalOf(req), ctx(req));
      answer(res, 201, w.record, w.position);
    },
  );

  routes.add(
    doc('put', '/shortlists/{id}', 'Rename a shortlist or change its team (`team_id: null`: none)', {
      body: changeShortlistSchema,
    }),
    async (req, res) => {
      const id = shortlistIdOf(String(req.params.id));
      const input = parseOrThrow(changeShortlistSchema, req.body);
      const w = await shortlists.change(id, input, principalOf(req), ctx(req));
      answer(res, 200, w.record, w.position);
    },
  );

  routes.add(
    doc('delete', '/shortlists/{id}', 'Delete a shortlist (the owner)', { response: z.object({ id: z.string() }) }),
    async (req, res) => {
      const id = shortlistIdOf(String(req.params.id));
      const w = await shortlists.delete(id, principalOf(req), ctx(req));
      answer(res, 200, { id }, w.position);
    },
  );

  routes.add(
    doc('post', '/shortlists/{id}/members', 'Add a specialist to a shortlist, with a note', {
      body: addShortlistMemberSchema,
      status: 201,
      description: `${NOTE} An id that is not a specialist's is 400; one already on it 409; at most 100.`,
    }),
    async (req, res) => {
      const id = shortlistIdOf(String(req.params.id));
      const input = parseOrThrow(addShortlistMemberSchema, req.body);
      const w = await shortlists.addMember(id, input, principalOf(req), ctx(req));
      answer(res, 201, w.record, w.position);
    },
  );

  routes.add(
    doc('put', '/shortlists/{id}/members/{specialistId}', 'Set the note on a shortlisted specialist', {
      body: setShortlistNoteSchema,
    }),
    async (req, res) => {
      const id = shortlistIdOf(String(req.params.id));
      const { note } = parseOrThrow(setShortlistNoteSchema, req.body);
      const w = await shortlists.setNote(
        id,
        shortlistIdOf(String(req.params.specialistId)),
        note,
        principalOf(req),
        ctx(req),
      );
      answer(res, 200, w.record, w.position);
    },
  );

  routes.add(
    doc('delete', '/shortlists/{id}/members/{specialistId}', 'Take a specialist off a shortlist'),
    async (req, res) => {
      const id = shortlistIdOf(String(req.params.id));
      const w = await shortlists.removeMember(
        id,
        shortlistIdOf(String(req.params.specialistId)),
        principalOf(req),
        ctx(req),
      );
      answer(res, 200, w.record, w.position);
    },
  );
  return routes;
}
