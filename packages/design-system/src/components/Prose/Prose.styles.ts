import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';
// Defined before the prose, so its spacing between children (\`& > * + *\`) wins over their
// \`margin: 0\` at equal specificity, as it always has: a heading, a grid or a card's meta list
// inside a text.
import '../Card/Card.styles.ts';
import '../Grid/Grid.styles.ts';
import '../Heading/Heading.styles.ts';

/** Typography for long texts whose markup comes from content. */
export const StyledProse = styled.div.attrs<{ $measure: boolean }>(({ $measure }) =>
  dataAttributes({ 'data-measure': $measure }),
)`
  max-width: none;
  &:where([data-measure]) {
    max-width: 70ch;
  }
  font-size: 1rem;
  line-height: 1.6;
  overflow-wrap: anywhere;

  & > * + * {
    margin-block-start: 1rem;
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    font-family: var(--font-heading);
    font-weight: 700;
    line-height: 1.35;
    color: var(--color-text);
  }
  h2 {
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.25rem;
  }
  h4,
  h5,
  h6 {
    font-size: 1.125rem;
  }
  & > * + :is(h2, h3, h4, h5, h6) {
    margin-block-start: 2rem;
  }

  ul,
  ol {
    padding-inline-start: 1.5rem;
  }
  li + li {
    margin-block-start: 0.5rem;
  }
  li > ul,
  li > ol {
    margin-block-start: 0.5rem;
  }

  a {
    color: var(--color-link);
    text-underline-offset: 0.18em;
  }
  a:hover {
    color: var(--color-link-hover);
  }

  blockquote {
    margin-inline: 0;
    padding: 0.75rem 1rem;
    border-inline-start: 4px solid var(--color-brand);
    background: var(--color-surface-muted);
    border-radius: 0 0.5rem 0.5rem 0;
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: 0.875rem;
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--color-border);
    text-align: start;
    vertical-align: top;
  }
  th {
    background: var(--color-surface-muted);
    font-weight: 600;
  }
  caption {
    padding-block-end: 0.5rem;
    text-align: start;
    font-weight: 600;
  }

  code {
    font-family: var(--font-mono);
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    background: var(--color-surface-muted);
    border-radius: 0.25rem;
  }

  hr {
    border: 0;
    border-top: 1px solid var(--color-border);
  }

  dt {
    font-weight: 600;
  }
  dd + dt {
    margin-block-start: 0.75rem;
  }
`;
