import { z } from 'zod';

/*
 * The countries service, built in (spec section 7 called an external one). The data comes from
 * the country-state-city package; it is large, so it loads on the first request, not at start.
 */
export const countrySchema = z.object({ name: z.string(), iso2: z.string(), phone_code: z.string(), flag: z.string() });
export const stateSchema = z.object({ name: z.string(), iso2: z.string() });
export const citySchema = z.object({ name: z.string() });
export type CountryEntry = z.infer<typeof countrySchema>;
export type StateEntry = z.infer<typeof stateSchema>;
export type CityEntry = z.infer<typeof citySchema>;

type Dataset = typeof import('country-state-city');
let dataset: Promise<Dataset> | undefined;
const load = () => (dataset ??= import('country-state-city'));

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

export async function allCountries(): Promise<CountryEntry[]> {
  const { Country } = await load();
  return Country.getAllCountries().map((c) => ({
    name: c.name,
    iso2: c.isoCode,
    phone_code: c.phonecode,
    flag: c.flag,
  }));
}

/** A country by ISO 3166-1 alpha-2 code or by name, in any letter case. */
async function findCountry(country: string) {
  const { Country } = await load();
  return Country.getAllCountries().find((c) => same(c.isoCode, country) || same(c.name, country));
}

/** The states of a country; undefined when the country is unknown. */
export async function statesOf(country: string): Promise<StateEntry[] | undefined> {
  const { State } = await load();
  const found = await findCountry(country);
  return found && State.getStatesOfCountry(found.isoCode).map((s) => ({ name: s.name, iso2: s.isoCode }));
}

/** The cities of a state (by ISO 3166-2 code or name); undefined when the country or state is unknown. */
export async function citiesOf(country: string, state: string): Promise<CityEntry[] | undefined> {
  const { City, State } = await load();
  const foundCountry = await findCountry(country);
  if (!foundCountry) return undefined;
  const foundState = State.getStatesOfCountry(foundCountry.isoCode).find(
    (s) => same(s.isoCode, state) || same(s.name, state),
  );
  return foundState && City.getCitiesOfState(foundCountry.isoCode, foundState.isoCode).map((c) => ({ name: c.name }));
}
