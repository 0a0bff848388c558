import styled from 'styled-components';
import type { Space } from '../../tokens/space.ts';

export type SectionTone = 'default' | 'muted' | 'brand' | 'hero';

export const StyledSection = styled.section<{ $tone: SectionTone; $paddingBlock: Space }>`
  padding-block: ${({ theme, $paddingBlock }) => theme.space[$paddingBlock]};
  background: ${({ theme, $tone }) =>
    ({
      default: 'transparent',
      muted: theme.color.surfaceMuted,
      brand: theme.color.brand,
      hero: theme.color.heroBackground,
    })[$tone]};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.color.onBrand : 'inherit')};

  ${({ $tone, theme }) =>
    $tone === 'brand'
      ? `a { color: ${theme.color.onBrand}; } :focus-visible { outline-color: ${theme.color.onBrand}; }`
      : ''}
`;

export const Header = styled.header<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  text-align: ${({ $align }) => $align};
  margin-block-end: ${({ theme }) => theme.space[6]};
`;

export const Description = styled.p<{ $tone: SectionTone }>`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.measure};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.color.onBrand : theme.color.textMuted)};
`;
