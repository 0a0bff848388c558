// The column of a content page: the page width with room above and below (the home page's bands
// span the full width instead).
import type { ReactNode } from 'react';
import { PageColumn } from './PageBody.styles.ts';

export function PageBody({ children }: { children: ReactNode }) {
  return <PageColumn>{children}</PageColumn>;
}
