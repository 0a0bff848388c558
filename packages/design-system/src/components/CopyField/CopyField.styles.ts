// A read-only value and its Copy button.
import styled from 'styled-components';
import { Input } from '../../internal/field/Field.styles.ts';

export const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  min-width: 0;
`;

/** The field control's box, refined: these rules come after the control's, so they win. */
export const ValueInput = styled(Input)`
  flex: 1;
  min-width: 0;
  font-family: var(--font-mono);
  font-size: 0.875rem;
  text-overflow: ellipsis;
`;
