import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_START_URL, googleReturnOf, signInWithGooglePopup } from './GoogleSignInButton';

const answer = { code: 'c0de', state: 'st4te' };
const message = (init: MessageEventInit) => window.dispatchEvent(new MessageEvent('message', init));

describe('the Google popup', () => {
  afterEach(() => vi.restoreAllMocks());

  it("believes only its own popup's message, on the app's own origin", () => {
    const popup = {} as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const onReturn = vi.fn();
    const stop = signInWithGooglePopup(onReturn);
    expect(window.open).toHaveBeenCalledWith(GOOGLE_START_URL, expect.any(String), expect.stringContaining('popup'));
    const data = { type: 'dth-google-answer', answer };
    message({ data, origin: 'https://evil.example', source: popup });
    message({ data, origin: window.location.origin, source: window });
    message({
      data: { ...data, type: 'something-else' },
      origin: window.location.origin,
      source: popup,
    });
    expect(onReturn).not.toHaveBeenCalled();
    message({ data, origin: window.location.origin, source: popup });
    expect(onReturn).toHaveBeenCalledWith(answer);
    stop();
  });

  it('reads what came back: a code and state (and the issuer), or the error instead', () => {
    expect(googleReturnOf('?code=c0de&state=st4te&iss=https%3A%2F%2Faccounts.google.com')).toEqual({
      ...answer,
      iss: 'https://accounts.google.com',
    });
    expect(googleReturnOf('?error=access_denied&state=st4te')).toEqual({ error: 'access_denied' });
    expect(googleReturnOf('?code=c0de')).toBeUndefined();
  });
});
