import { Button, Divider, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { accountsApi, type GoogleAnswer } from '../providers/accountsApi';
import { paths } from '../routes/paths';

// ── The popup, and its callback page's side of it ─────────────────────────────
/** Where the browser goes to sign in with Google: the API redirects it to the provider. */
export const GOOGLE_START_URL = '/auth/google/start';
/** The popup's window name: the callback page knows by it that it runs in the popup. */
export const GOOGLE_POPUP_NAME = 'dth-google-sign-in';
const MESSAGE_TYPE = 'dth-google-answer';

/** What the provider sent back, or the error it sent instead (the user cancelled, the provider was unreachable). */
export type GoogleReturn = GoogleAnswer | { error: string };

export function googleReturnOf(search: string): GoogleReturn | undefined {
  const params = new URLSearchParams(search);
  const [code, state, iss, error] = ['code', 'state', 'iss', 'error'].map((name) => params.get(name) ?? undefined);
  if (code && state) return { code, state, ...(iss ? { iss } : {}) };
  return error ? { error } : undefined;
}

/**
 * Opens Google's sign-in in a popup and hands its answer to `onReturn`; a blocked popup falls back to
 * the same flow in this window (the callback page then finishes it). Returns the cleanup.
 */
export function signInWithGooglePopup(onReturn: (answer: GoogleReturn) => void): () => void {
  const popup = window.open(GOOGLE_START_URL, GOOGLE_POPUP_NAME, 'popup,width=480,height=640');
  if (!popup) {
    window.location.assign(GOOGLE_START_URL);
    return () => undefined;
  }
  const listener = (event: MessageEvent) => {
    const message = event.data as { type?: string; answer?: GoogleReturn } | null;
    // Only the popup we opened, on our own origin, is believed.
    if (event.origin !== window.location.origin || event.source !== popup || message?.type !== MESSAGE_TYPE) return;
    window.removeEventListener('message', listener);
    if (message.answer) onReturn(message.answer);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

/** In the popup: hands the answer to the window that opened it, on our origin only, and closes. False when there is none to hand it to. */
export function handToOpener(answer: GoogleReturn | undefined): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener === window || window.name !== GOOGLE_POPUP_NAME || !answer) return false;
  opener.postMessage({ type: MESSAGE_TYPE, answer }, window.location.origin);
  window.close();
  return true;
}

// ── The button ───────────────────────────────────────────────────────────────
export function GoogleGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * "Continue with Google", shown only when the API offers it: a popup runs the provider's sign-in,
 * and its answer is finished on the callback page (the account type or the password, if asked).
 */
export function GoogleSignInButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const stopListening = useRef<() => void>(undefined);
  useEffect(() => {
    let live = true;
    // Unreachable, the button stays hidden, as when Google sign-in is not configured.
    accountsApi.googleEnabled().then(
      (enabled) => live && setShown(enabled),
      () => undefined,
    );
    return () => {
      live = false;
      stopListening.current?.();
    };
  }, []);
  if (!shown) return null;
  const start = () => {
    stopListening.current?.();
    stopListening.current = signInWithGooglePopup((googleReturn) =>
      navigate(paths.googleCallback, { state: { googleReturn } }),
    );
  };
  return (
    <>
      <Button
        fullWidth
        size="large"
        variant="outlined"
        color="inherit"
        startIcon={<GoogleGlyph />}
        onClick={start}
        data-testid="google-sign-in"
        sx={{ borderColor: 'divider' }}
      >
        {translate('app.auth.login.google')}
      </Button>
      <Divider sx={{ my: 3 }}>
        <Typography variant="caption" color="text.secondary">
          {translate('app.auth.or')}
        </Typography>
      </Divider>
    </>
  );
}
