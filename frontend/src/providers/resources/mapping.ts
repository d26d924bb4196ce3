import type { DataProvider } from 'react-admin';

/** A record or body as the API sends and takes it. */
export type Data = Record<string, unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's methods are generic over the record type
export type Methods = Record<string, (resource: string, params: any) => Promise<unknown>>;

/** The part of the data provider one group of resources maps. */
export type Mapping = Partial<DataProvider>;

/** react-admin's method types are generic over the record; these mappings answer the API's records. */
export const mapping = (methods: Methods) => methods as unknown as Mapping;

/** One id or value as a path segment. */
export const enc = (id: unknown) => encodeURIComponent(String(id));

/** Only the keys a path takes: the server's bodies are strict (an unknown key is 400). */
export function pick(data: unknown, keys: readonly string[]): Data {
  const source = (data ?? {}) as Data;
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}
