import { BASE_PATH } from '../config';

/**
 * Lets code outside React (the HTTP client) navigate. The app registers the router's
 * navigate on mount; before that, or in plain scripts, a full page load is used.
 */
type Navigator = (path: string) => void;

const fullPageLoad: Navigator = (path) => window.location.assign(`${BASE_PATH}${path === '/' ? '/' : path}`);
let current: Navigator = fullPageLoad;

export function setNavigator(navigator: Navigator | undefined): void {
  current = navigator ?? fullPageLoad;
}

export function navigateTo(path: string): void {
  current(path);
}
