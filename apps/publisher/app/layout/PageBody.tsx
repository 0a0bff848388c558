// The column of a content page: the page width with room above and below (the home page's bands
// span the full width instead). PageBody.css.
import { Container } from '@journals/design-system';
import type { ReactNode } from 'react';

export function PageBody({ children }: { children: ReactNode }) {
  return <Container className="pub-page-body">{children}</Container>;
}
