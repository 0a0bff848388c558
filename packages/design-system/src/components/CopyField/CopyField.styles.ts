import styled from 'styled-components';
import { Input } from '../../internal/field/Field.styles.ts';

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const ValueInput = styled(Input)`
  flex: 1;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-overflow: ellipsis;
`;
