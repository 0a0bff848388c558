import styled from 'styled-components';

/** The conference name, on its own line above 'Volume X, Issue Y (year)'. */
export const Eyebrow = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** The heading receives focus after navigation; the outline shows only for keyboard users. */
export const Focusable = styled.div`
  & > h1:focus {
    outline: none;
  }
  & > h1:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
