import type { RequestHandler } from 'express';
import { CATALOG_NAMES, addCatalogItemsSchema, catalogMessages as m, parseOrThrow } from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import type { CatalogService } from '../catalogs/catalogService';
import { commandContext, written } from './commandContext';
import { writtenSchema } from './specialistRoutes';

/** Admins extend the reference lists (the video-ask questions are fixed slots). */
export function catalogRoutes(catalogs: CatalogService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  routes.add(
    {
      method: 'post',
      path: '/user/catalog/{name}/items',
      tags: ['Reference lists'],
      auth: true,
      body: addCatalogItemsSchema,
      response: writtenSchema,
      status: 201,
      errors: [400, 401, 403, 404],
      summary: 'Add entries to a reference list (admins)',
      description: `\`name\` is one of ${CATALOG_NAMES.join(', ')}. New entries get the next ids; a title already in the list is refused.`,
    },
    async (req, res) => {
      const name = String(req.params.name);
      const { items } = parseOrThrow(addCatalogItemsSchema, req.body);
      const { events, position } = await catalogs.add(name, items, principalOf(req), commandContext(req));
      res
        .status(201)
        .json(written({ catalog: name, items: events.flatMap((e) => e.data.items) }, m.itemsAdded, position));
    },
  );
  return routes;
}
