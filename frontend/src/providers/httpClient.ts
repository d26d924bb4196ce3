import { emitAlert } from './alerts';
import { navigateTo } from './navigation';
import { clearSession, getAccessToken, saveSession, type SignedInUser } from './session';

/**
 * The HTTP client of spec section 8:
 * - 401 on a call that carried a bearer token: refresh once (POST /auth/refresh, httpOnly
 *   cookie) and retry; if that fails, clear the session and go to /.
 * - 500: go to / and return the response.
 * - 400, 403, 404: returned to the caller, never thrown.
 * - no response at all: the error alert 'This is an error alert — check it out!'.
 * - anything else that is not 2xx/3xx: rejected with an HttpError.
 * Every call sends the bearer token and X-Min-Position: the highest write position seen, from a
 * write's `position` in its body or its X-Position header.
 */
export const NO_RESPONSE_MESSAGE = 'app.http.no_response';

export interface HttpResponse<T = unknown> {
  status: number;
  ok: boolean;
  headers: Headers;
  body: string;
  json: T;
}

/** The error body of ARCHITECTURE.md; `message_code` and `field_codes` name the domain's messages (domain/src/shared/messages.ts). */
export interface ErrorBody {
  error?: {
    code?: string;
    message?: string;
    message_code?: string;
    fields?: Record<string, string>;
    field_codes?: Record<string, string>;
  };
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  constructor(status: number, body: ErrorBody) {
    super(body.error?.message ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export class NoResponseError extends Error {
  constructor(cause: unknown) {
    super(NO_RESPONSE_MESSAGE, { cause });
    this.name = 'NoResponseError';
  }
}

export interface HttpOptions extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body. */
  json?: unknown;
  body?: BodyInit | null;
  /** A visitor's call (the public share-link pages): no bearer token, no cookie, nothing of the session. */
  anonymous?: boolean;
}

const RETURNED_STATUSES = new Set([400, 403, 404]);
const SERVER_ERROR_TRIP_MS = 5000;
let lastServerErrorTrip = 0;

/** For tests: forget the last trip to / after a 500. */
export const resetServerErrorTrip = () => void (lastServerErrorTrip = 0);
const POSITION_KEY = 'dth_min_position';

// ── Read-your-writes position ────────────────────────────────────────────────
let minPosition: bigint | undefined = readStoredPosition();

function readStoredPosition(): bigint | undefined {
  try {
    const raw = window.sessionStorage.getItem(POSITION_KEY);
    return raw && /^\d+$/.test(raw) ? BigInt(raw) : undefined;
  } catch {
    return undefined;
  }
}

export function rememberPosition(position: unknown): void {
  if (typeof position !== 'string' && typeof position !== 'number' && typeof position !== 'bigint') return;
  const text = String(position);
  if (!/^\d{1,20}$/.test(text)) return;
  const value = BigInt(text);
  if (minPosition === undefined || value > minPosition) {
    minPosition = value;
    try {
      window.sessionStorage.setItem(POSITION_KEY, text);
    } catch {
      // private mode: memory only
    }
  }
}

export const currentMinPosition = () => minPosition;

export function resetMinPosition(): void {
  minPosition = undefined;
  try {
    window.sessionStorage.removeItem(POSITION_KEY);
  } catch {
    // ignore
  }
}

// ── Refresh (one in flight at a time) ────────────────────────────────────────
let refreshing: Promise<boolean> | undefined;

export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await fetch('/auth/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { data?: SignedInUser };
      if (!body.data?.access_token) return false;
      saveSession(body.data);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

// ── The client ───────────────────────────────────────────────────────────────
function buildRequest(options: HttpOptions): { init: RequestInit; sentBearer: boolean } {
  const { json, headers: given, anonymous = false, ...rest } = options;
  const headers = new Headers(given);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  const token = anonymous ? null : getAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (minPosition !== undefined) headers.set('X-Min-Position', minPosition.toString());
  return {
    init: { credentials: anonymous ? 'omit' : 'same-origin', ...rest, body, headers },
    sentBearer: headers.has('Authorization'),
  };
}

const isWrite = (method: string | undefined) => !!method && !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

async function send(url: string, options: HttpOptions): Promise<{ response: HttpResponse; sentBearer: boolean }> {
  const { init, sentBearer } = buildRequest(options);
  let raw: Response;
  try {
    raw = await fetch(url, init);
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    emitAlert({ message: NO_RESPONSE_MESSAGE, type: 'error' });
    throw new NoResponseError(error);
  }
  const body = await raw.text();
  let json: unknown = undefined;
  if (body) {
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
  }
  rememberPosition((json as { position?: unknown } | undefined)?.position);
  // The ra-data-simple-rest resources (networks, teams…) answer a write with the bare record and its position in X-Position.
  if (isWrite(init.method)) rememberPosition(raw.headers.get('X-Position') ?? undefined);
  return { response: { status: raw.status, ok: raw.ok, headers: raw.headers, body, json }, sentBearer };
}

function signOutToRoot(): void {
  clearSession();
  resetMinPosition();
  navigateTo('/');
}

export async function httpClient<T = unknown>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const first = await send(url, options);
  let { response } = first;

  if (response.status === 401 && first.sentBearer) {
    const refreshed = await refreshSession();
    if (refreshed) ({ response } = await send(url, options));
    if (!refreshed || response.status === 401) {
      signOutToRoot();
      throw new HttpError(401, (response.json as ErrorBody) ?? {});
    }
  }

  if (response.status === 500) {
    // A page that keeps failing on load would bounce between / and itself; one trip per few seconds is enough.
    if (Date.now() - lastServerErrorTrip > SERVER_ERROR_TRIP_MS) {
      lastServerErrorTrip = Date.now();
      navigateTo('/');
    }
    return response as HttpResponse<T>;
  }
  if (response.status < 400 || RETURNED_STATUSES.has(response.status)) return response as HttpResponse<T>;
  throw new HttpError(response.status, (response.json as ErrorBody) ?? {});
}
