import type { Request } from 'express';

/** The text of a cookie the request sent: cookie-parser types every cookie as any, and a `j:` cookie parses to JSON. */
export function cookieOf(req: Request, name: string): string | undefined {
  const sent: unknown = req.cookies?.[name];
  return typeof sent === 'string' ? sent : undefined;
}
