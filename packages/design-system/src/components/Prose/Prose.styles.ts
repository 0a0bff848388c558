import styled from 'styled-components';

/** Typography for long texts whose markup comes from content: headings, lists, tables, quotes. */
export const StyledProse = styled.div<{ $measure: boolean }>`
  max-width: ${({ theme, $measure }) => ($measure ? theme.layout.measure : 'none')};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;

  & > * + * {
    margin-block-start: ${({ theme }) => theme.space[4]};
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.text};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  & > * + :is(h2, h3, h4, h5, h6) {
    margin-block-start: ${({ theme }) => theme.space[6]};
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
  li > ul,
  li > ol {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }

  a {
    color: ${({ theme }) => theme.color.link};
    text-underline-offset: 0.18em;
  }
  a:hover {
    color: ${({ theme }) => theme.color.linkHover};
  }

  blockquote {
    margin-inline: 0;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-inline-start: 4px solid ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => `0 ${theme.radius.md} ${theme.radius.md} 0`};
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  caption {
    padding-block-end: ${({ theme }) => theme.space[2]};
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  dd + dt {
    margin-block-start: ${({ theme }) => theme.space[3]};
  }
`;
