/** A tiny bus so code outside React (the HTTP client) can raise a snackbar alert. */
export interface Alert {
  /** An i18n key or a plain message. */
  message: string;
  type: 'error' | 'warning' | 'info' | 'success';
}

type Listener = (alert: Alert) => void;
const listeners = new Set<Listener>();

export function onAlert(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitAlert(alert: Alert): void {
  for (const listener of listeners) listener(alert);
}
