import { useEffect } from 'react';
import { useLocation } from 'react-admin';

/** Smooth scroll to the top on every route change (spec 2.1); in-page anchors keep their own scrolling. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
