import { linkColumn } from '@journals/design-system';
import styled from 'styled-components';

export const SideRoot = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;

export const LinkList = styled.ul`
  ${linkColumn}

  a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 1.75rem;
  }
`;
