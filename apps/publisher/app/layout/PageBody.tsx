// The column of a content page: the page width with room above and below (the home page's bands
// span the full width instead).
import { Container } from '@journals/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Body = styled(Container)`
  padding-block: ${({ theme }) => `${theme.space[6]} ${theme.space[8]}`};
`;

export function PageBody({ children }: { children: ReactNode }) {
  return <Body>{children}</Body>;
}
