// The header's brand: the publisher's mark and acronym, a link home, at least 2.75rem (44 px)
// high.
import { brandLink } from '@journals/design-system';
import { Link } from 'react-router';
import styled from 'styled-components';

export const BrandLink = styled(Link)`
  ${brandLink}
  min-height: 2.75rem;
`;

export const BrandName = styled.strong`
  font-size: 1.125rem;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;
