import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  letter-spacing: 0.01em;
  white-space: normal;
  overflow-wrap: anywhere;
  ${({ theme, $tone }) => {
    const [fg, bg] = {
      neutral: [theme.color.textMuted, theme.color.surfaceMuted],
      brand: [theme.color.brand, theme.color.brandSubtle],
      success: [theme.color.success, theme.color.successSubtle],
      warning: [theme.color.warning, theme.color.warningSubtle],
      danger: [theme.color.danger, theme.color.dangerSubtle],
    }[$tone];
    return `color: ${fg}; background: ${bg};`;
  }}

  svg {
    width: 1em;
    height: 1em;
  }
`;
