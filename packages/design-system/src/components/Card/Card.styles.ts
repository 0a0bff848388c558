import styled from 'styled-components';
import type { Space } from '../../tokens/space.ts';

export type CardTone = 'default' | 'muted' | 'brand';
export type CardElevation = 'flat' | 'raised';

export const StyledCard = styled.div<{ $tone: CardTone; $elevation: CardElevation }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) =>
    $tone === 'muted'
      ? theme.color.surfaceMuted
      : $tone === 'brand'
        ? theme.color.brandSubtle
        : theme.color.surface};
  box-shadow: ${({ theme, $elevation }) => ($elevation === 'raised' ? theme.shadow.md : 'none')};
  color: ${({ theme }) => theme.color.text};
`;

export const CardMediaFrame = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.color.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const CardContent = styled.div<{ $padding: Space; $gap: Space }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  padding: ${({ theme, $padding }) => theme.space[$padding]};
`;

export const MetaList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin-top: auto;
`;
