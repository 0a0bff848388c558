// The column of a content page: room above and below.
import { Container } from '@journals/design-system';
import styled from 'styled-components';

export const PageColumn = styled(Container)`
  padding-block: 2rem 4rem;
`;
