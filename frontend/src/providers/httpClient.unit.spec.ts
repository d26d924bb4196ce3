import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAlert } from './alerts';
import { HttpError, NoResponseError, httpClient, resetMinPosition, resetServerErrorTrip } from './httpClient';
import { setNavigator } from './navigation';
import { SESSION_KEYS, getAccessToken, saveSession } from './session';

const json = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const signedIn = {
  access_token: 'old-token',
  user_id: 'u1',
  user_type: 'specialist',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
};

describe('httpClient (spec section 8)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    navigate = vi.fn<(path: string) => void>();
    setNavigator(navigate);
    resetMinPosition();
    resetServerErrorTrip();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setNavigator(undefined);
  });

  const headersOf = (call: number) => new Headers((fetchMock.mock.calls[call][1] as RequestInit).headers);

  it('sends the bearer token and the highest write position seen as X-Min-Position', async () => {
    saveSession(signedIn);
    fetchMock
      .mockResolvedValueOnce(json(201, { data: {}, position: '41' }))
      .mockResolvedValueOnce(json(201, { data: {}, position: 7 }))
      .mockResolvedValueOnce(json(200, { data: {} }));

    await httpClient('/first', { method: 'POST', json: { a: 1 } });
    expect(headersOf(0).get('Authorization')).toBe('Bearer old-token');
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
    expect(headersOf(0).has('X-Min-Position')).toBe(false);

    await httpClient('/second', { method: 'POST' });
    expect(headersOf(1).get('X-Min-Position')).toBe('41');
    await httpClient('/third');
    expect(headersOf(2).get('X-Min-Position')).toBe('41');
  });

  it('remembers the X-Position header of a write answered with a bare record (ra-data-simple-rest resources), never a lower one', async () => {
    const bare = (status: number, position: string) =>
      new Response(JSON.stringify({ id: 'n1' }), {
        status,
        headers: { 'Content-Type': 'application/json', 'X-Position': position },
      });
    fetchMock
      .mockResolvedValueOnce(bare(201, '120'))
      .mockResolvedValueOnce(bare(200, '90'))
      .mockResolvedValueOnce(bare(200, '500'))
      .mockResolvedValueOnce(json(200, []));

    await httpClient('/networks', { method: 'POST', json: { name: 'Design' } });
    await httpClient('/networks/n1', { method: 'PUT', json: { name: 'Design' } });
    expect(headersOf(1).get('X-Min-Position')).toBe('120');
    // A read's header is not a write of ours: it does not move the position.
    await httpClient('/networks/n1');
    await httpClient('/networks');
    expect(headersOf(3).get('X-Min-Position')).toBe('120');
    expect(sessionStorage.getItem('dth_min_position')).toBe('120');
  });

  it('on a 401 refreshes once and retries with the new token', async () => {
    saveSession(signedIn);
    fetchMock
      .mockResolvedValueOnce(json(401, { error: { code: 'unauthorized', message: 'expired' } }))
      .mockResolvedValueOnce(json(200, { data: { ...signedIn, access_token: 'new-token' } }))
      .mockResolvedValueOnce(json(200, { data: { ok: true } }));

    const response = await httpClient<{ data: { ok: boolean } }>('/user/thing');

    expect(response.json.data.ok).toBe(true);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/user/thing', '/auth/refresh', '/user/thing']);
    expect(headersOf(2).get('Authorization')).toBe('Bearer new-token');
    expect(getAccessToken()).toBe('new-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when the retry fails too, clears the stored session and goes to /', async () => {
    saveSession(signedIn);
    localStorage.setItem('profile_data', '{}');
    localStorage.setItem('company_data', '{}');
    localStorage.setItem('RaStoreDth.theme', '"dark"');
    fetchMock
      .mockResolvedValueOnce(json(401))
      .mockResolvedValueOnce(json(200, { data: { ...signedIn, access_token: 'new' } }))
      .mockResolvedValueOnce(json(401));

    await expect(httpClient('/user/thing')).rejects.toMatchObject({ status: 401 });

    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('RaStoreDth.theme')).toBe('"dark"');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('when the refresh itself fails, clears the session and goes to / without retrying', async () => {
    saveSession(signedIn);
    fetchMock.mockResolvedValueOnce(json(401)).mockResolvedValueOnce(json(401));
    await expect(httpClient('/user/thing')).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('returns a 401 of an unauthenticated call (wrong password) to the caller as an error, without refreshing', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { error: { code: 'unauthorized', message: 'Verify your email and password' } }),
    );
    await expect(httpClient('/auth/login', { method: 'POST', json: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Verify your email and password',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a 500 goes to / and returns the response', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'internal', message: 'boom' } }));
    const response = await httpClient('/user/thing');
    expect(response.status).toBe(500);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it.each([400, 403, 404])('returns a %i to the caller without throwing', async (status) => {
    fetchMock.mockResolvedValueOnce(
      json(status, { error: { code: 'x', message: 'nope', fields: { email: 'Email is required' } } }),
    );
    const response = await httpClient<{ error: { fields: Record<string, string> } }>('/auth/register', {
      method: 'POST',
      json: {},
    });
    expect(response.status).toBe(status);
    expect(response.ok).toBe(false);
    expect(response.json.error.fields.email).toBe('Email is required');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with no response at all raises the error alert and rejects', async () => {
    const alerts: string[] = [];
    const off = onAlert((a) => alerts.push(a.message));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(httpClient('/user/thing')).rejects.toBeInstanceOf(NoResponseError);
    off();
    expect(alerts).toEqual(['app.http.no_response']);
  });

  it('rejects any other error status', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { error: { code: 'concurrency', message: 'Someone else saved first' } }));
    await expect(httpClient('/user/specialist/add-about/x', { method: 'POST', json: {} })).rejects.toMatchObject({
      status: 409,
      message: 'Someone else saved first',
    });
    fetchMock.mockResolvedValueOnce(json(429, { error: { code: 'too_many', message: 'slow down' } }));
    await expect(httpClient('/auth/login', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 429 });
  });
});
