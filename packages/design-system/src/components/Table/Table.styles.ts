import styled from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles.ts';

export const ScrollRegion = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    white-space: nowrap;
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;
