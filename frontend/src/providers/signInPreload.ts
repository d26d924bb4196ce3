/**
 * What the sign-in form asks for while the password is checked: the landing page's code. The app's entry
 * (main.tsx, which knows the route table) sets it; a page below the routes' layer only calls it.
 */
let preload: (nextPathname?: string) => void = () => undefined;

export function setSignInPreload(asked: (nextPathname?: string) => void): void {
  preload = asked;
}

export function preloadWhileSigningIn(nextPathname?: string): void {
  preload(nextPathname);
}
