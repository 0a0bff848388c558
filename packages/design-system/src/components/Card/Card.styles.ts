// Tone, elevation, padding and gap as data attributes; the media's ratio in its style.
import { gapScale } from '../../internal/gap-scale.ts';
import styled from 'styled-components';
import { dataAttributes } from '../../internal/data-attributes.ts';
import type { Space } from '../../tokens/space.ts';

export type CardTone = 'default' | 'muted' | 'brand';
export type CardElevation = 'flat' | 'raised';

export const StyledCard = styled.div.attrs<{ $tone: CardTone; $elevation: CardElevation }>(
  ({ $tone, $elevation }) =>
    dataAttributes({
      'data-tone': $tone === 'default' ? undefined : $tone,
      'data-elevation': $elevation === 'raised' ? 'raised' : undefined,
    }),
)`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: 0.75rem;
  background: var(--color-surface);
  box-shadow: none;
  color: var(--color-text);
  &:where([data-tone='muted']) {
    background: var(--color-surface-muted);
  }
  &:where([data-tone='brand']) {
    background: var(--color-brand-subtle);
  }
  &:where([data-elevation='raised']) {
    box-shadow: var(--shadow-md);
  }
`;

/** The media's aspect ratio comes from its style (aspect-ratio). */
export const CardMediaFrame = styled.div`
  background: var(--color-surface-muted);

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Padding and gap: space tokens, as data attributes. */
export const CardContent = styled.div.attrs<{ $padding: Space; $gap: Space }>(
  ({ $padding, $gap }) => dataAttributes({ 'data-padding': $padding, 'data-gap': $gap }),
)`
  display: flex;
  flex: 1;
  flex-direction: column;
  ${gapScale('data-gap')}
  &:where([data-padding='0']) {
    padding: 0;
  }
  &:where([data-padding='1']) {
    padding: 0.25rem;
  }
  &:where([data-padding='2']) {
    padding: 0.5rem;
  }
  &:where([data-padding='3']) {
    padding: 0.75rem;
  }
  &:where([data-padding='4']) {
    padding: 1rem;
  }
  &:where([data-padding='5']) {
    padding: 1.5rem;
  }
  &:where([data-padding='6']) {
    padding: 2rem;
  }
  &:where([data-padding='7']) {
    padding: 3rem;
  }
  &:where([data-padding='8']) {
    padding: 4rem;
  }
  &:where([data-padding='9']) {
    padding: 6rem;
  }
`;

export const MetaList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--color-text-muted);
  font-size: 0.875rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-top: auto;
`;
