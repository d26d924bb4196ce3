import type { RequestHandler } from 'express';
import { declineOfferSchema, makeOfferSchema, offerRecordSchema, parseOrThrow } from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import { offerIdOf, type OfferService } from '../offers/offerService';
import { commandContext } from './commandContext';
import { answer, writeRouteDocs } from './writeRoutes';

const TAGS = ['Offers'];

const NOTE =
  'Answers the offer as the write left it (its status by the server’s clock), with `X-Position` (send it back as `X-Min-Position` to read your own write).';

/** The write paths of offers (docs/api.md, "Offers"); each answers the offer. */
export function offerRoutes(offers: OfferService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  const doc = writeRouteDocs({
    response: offerRecordSchema,
    read: 'GET /offers/{id}',
    tags: TAGS,
    description: NOTE,
  });

  routes.add(
    doc('post', '/offers', 'Offer a specialist a seat on a team (the team’s owner, or an admin)', {
      body: makeOfferSchema,
      status: 201,
      description: `${NOTE} An offer beyond the specialist’s free days (their days a week less their allocations on active teams) is 409 unless \`over_allocate\` is true; the offer then says \`over_allocated\` and the member it makes is marked so. It expires 14 days after it is made.`,
    }),
    async (req, res) => {
      const { team_id, ...terms } = parseOrThrow(makeOfferSchema, req.body);
      const w = await offers.make(team_id, terms, principalOf(req), commandContext(req));
      answer(res, 201, w.record, w.position);
    },
  );

  routes.add(
    doc('post', '/offers/{id}/accept', 'Accept an offer (the specialist): they join the team (and its network)', {
      description: `${NOTE} The specialist becomes a member of the team with the offered role and days, and joins the team’s network if not in it, a moment after the answer (the worker's reaction to the acceptance).`,
    }),
    async (req, res) => {
      const w = await offers.accept(offerIdOf(String(req.params.id)), principalOf(req), commandContext(req));
      answer(res, 200, w.record, w.position);
    },
  );

  routes.add(
    doc('post', '/offers/{id}/decline', 'Decline an offer, with a reason if you like (the specialist)', {
      body: declineOfferSchema,
      bodyOptional: true,
    }),
    async (req, res) => {
      const offerId = offerIdOf(String(req.params.id));
      const { reason } = parseOrThrow(declineOfferSchema, req.body);
      const w = await offers.decline(offerId, reason, principalOf(req), commandContext(req));
      answer(res, 200, w.record, w.position);
    },
  );

  routes.add(doc('delete', '/offers/{id}', 'Withdraw a pending offer (the team’s owner)'), async (req, res) => {
    const w = await offers.withdraw(offerIdOf(String(req.params.id)), principalOf(req), commandContext(req));
    answer(res, 200, w.record, w.position);
  });

  return routes;
}
