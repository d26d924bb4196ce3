import type { ReactNode } from 'react';

/**
 * react-admin's layout slot. The real shell (AppLayout) is a nested route around the
 * signed-in pages, so unknown paths (react-admin's catch-all) show the full-page error
 * page without a shell.
 */
export function PassThroughLayout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
