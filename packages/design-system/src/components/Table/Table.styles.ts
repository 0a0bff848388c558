import styled from 'styled-components';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles.ts';
// Defined after the prose: a table's own cell padding and borders win over those the prose gives
// the cells of a table written in the text, at equal specificity, as they always have.
import '../Prose/Prose.styles.ts';

export const ScrollRegion = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid var(--color-border);
  border-radius: 0.5rem;
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  line-height: 1.35;

  th,
  td {
    padding: 0.75rem 1rem;
    border-bottom: 1px solid var(--color-border);
    vertical-align: top;
  }

  thead th {
    background: var(--color-surface-muted);
    font-weight: 600;
    white-space: nowrap;
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  tbody th {
    font-weight: 600;
  }
`;

export const Caption = styled.caption`
  padding: 0.75rem 1rem;
  text-align: start;
  font-weight: 600;
`;

/** The caption kept for screen readers only (`hideCaption`). */
export const HiddenCaption = styled(Caption)`
  ${visuallyHidden}
`;
