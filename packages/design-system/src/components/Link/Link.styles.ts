import styled, { css } from 'styled-components';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';

export type LinkVariant = 'inline' | 'standalone' | 'quiet' | 'inverse';

const variants = {
  inline: css`
    color: ${({ theme }) => theme.color.link};
    text-decoration: underline;
    &:hover {
      color: ${({ theme }) => theme.color.linkHover};
      text-decoration-thickness: 2px;
    }
  `,
  standalone: css`
    color: ${({ theme }) => theme.color.link};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.color.linkHover};
      text-decoration: underline;
    }
  `,
  quiet: css`
    color: inherit;
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.color.linkHover};
      text-decoration: underline;
    }
  `,
  inverse: css`
    color: ${({ theme }) => theme.color.textInverse};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.color.textInverseMuted};
    &:hover {
      text-decoration-color: currentColor;
    }
    &:focus-visible {
      outline-color: ${({ theme }) => theme.color.textInverse};
    }
  `,
} as const;

export const StyledLink = styled(SmartAnchor)<{ $variant: LinkVariant }>`
  text-underline-offset: 0.18em;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${({ $variant }) => variants[$variant]}

  [data-new-tab-icon] {
    width: 0.85em;
    height: 0.85em;
    margin-inline-start: 0.25em;
    vertical-align: -0.05em;
  }
`;
