/** The page wrapper: placeholder until analytics, font and scripts land. */
import type { ReactNode } from 'react';

export function PageWrapper({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
