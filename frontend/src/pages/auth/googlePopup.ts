import type { GoogleAnswer } from '../../providers/accountsApi';

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
    // Only the popup we opened, on our own origin, is believed.
    if (event.origin !== window.location.origin || event.source !== popup || event.data?.type !== MESSAGE_TYPE) return;
    window.removeEventListener('message', listener);
    onReturn(event.data.answer as GoogleReturn);
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
