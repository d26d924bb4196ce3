import type { RequestHandler } from 'express';
import { z } from 'zod';
import { changeSavedSearchSchema, createSavedSearchSchema, parseOrThrow, savedSearchRecordSchema } from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import { savedSearchIdOf, type SavedSearchService } from '../hiringLists/savedSearchService';
import { commandContext } from './commandContext';
import { answer, writeRouteDocs } from './writeRoutes';

const TAGS = ['Saved searches'];
const NOTE =
  'The owner’s own (anyone else, admins too, 404). Answers the saved search as the write left it, with `X-Position` (send it back as `X-Min-Position` to read your own write).';

/** The write paths of saved searches (docs/api.md, "Saved searches and shortlists"). */
export function savedSearchRoutes(savedSearches: SavedSearchService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  const doc = writeRouteDocs({
    response: savedSearchRecordSchema,
    read: 'GET /saved-searches/{id}',
    tags: TAGS,
    description: NOTE,
    errors: [400, 401, 403, 404],
  });

  routes.add(
    doc('post', '/saved-searches', 'Save a specialist search under a name (business owners and admins)', {
      body: createSavedSearchSchema,
      status: 201,
      description: `${NOTE} \`filter\` is checked by the same schema as \`GET /specialists\`'s (a filter it refuses is 400); with \`alert\` the owner is told in the bell and the digest when a specialist newly matches. 403 for specialists.`,
    }),
    async (req, res) => {
      const input = parseOrThrow(createSavedSearchSchema, req.body);
      const w = await savedSearches.create(input, principalOf(req), commandContext(req));
      answer(res, 201, w.record, w.position);
    },
  );

  routes.add(
    doc('put', '/saved-searches/{id}', 'Rename a saved search, change its filter or its alert (the owner)', {
      body: changeSavedSearchSchema,
    }),
    async (req, res) => {
      const id = savedSearchIdOf(String(req.params.id));
      const input = parseOrThrow(changeSavedSearchSchema, req.body);
      const w = await savedSearches.change(id, input, principalOf(req), commandContext(req));
      answer(res, 200, w.record, w.position);
    },
  );

  routes.add(
    doc('delete', '/saved-searches/{id}', 'Delete a saved search (the owner)', {
      response: z.object({ id: z.string() }),
    }),
    async (req, res) => {
      const id = savedSearchIdOf(String(req.params.id));
      const w = await savedSearches.delete(id, principalOf(req), commandContext(req));
      answer(res, 200, { id }, w.position);
    },
  );
  return routes;
}
