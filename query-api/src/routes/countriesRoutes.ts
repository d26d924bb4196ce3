import { NotFoundError, catalogCodes } from '@dth/domain';
import { DocumentedRouter } from '@dth/infrastructure';
import type { Response } from 'express';
import { z } from 'zod';
import { allCountries, citiesOf, citySchema, countrySchema, stateSchema, statesOf } from '../countries/countries';

const TAGS = ['Countries'];
const DESCRIPTION =
  'Public. `{country}` is an ISO 3166-1 alpha-2 code or a name; `{state}` an ISO 3166-2 code or a name (any letter case). An API key header (X-CSCAPI-KEY) is accepted and ignored.';

/** The data only changes with a package upgrade, so browsers may keep it for a day. */
const send = (res: Response, data: unknown) => void res.set('Cache-Control', 'public, max-age=86400').json({ data });

export function countriesRoutes(): DocumentedRouter {
  const routes = new DocumentedRouter();
  routes.add(
    {
      method: 'get',
      path: '/countries',
      summary: 'All countries',
      description: DESCRIPTION,
      tags: TAGS,
      response: z.object({ data: z.array(countrySchema) }),
    },
    async (_req, res) => send(res, await allCountries()),
  );
  routes.add(
    {
      method: 'get',
      path: '/countries/{country}/states',
      summary: "A country's states",
      description: DESCRIPTION,
      tags: TAGS,
      response: z.object({ data: z.array(stateSchema) }),
      errors: [404],
    },
    async (req, res) => {
      const states = await statesOf(String(req.params.country));
      if (!states) throw new NotFoundError(catalogCodes.unknownCountry);
      send(res, states);
    },
  );
  routes.add(
    {
      method: 'get',
      path: '/countries/{country}/states/{state}/cities',
      summary: "A state's cities",
      description: DESCRIPTION,
      tags: TAGS,
      response: z.object({ data: z.array(citySchema) }),
      errors: [404],
    },
    async (req, res) => {
      const cities = await citiesOf(String(req.params.country), String(req.params.state));
      if (!cities) throw new NotFoundError(catalogCodes.unknownCountryOrState);
      send(res, cities);
    },
  );
  return routes;
}
