import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('centres its content by padding alone, with no margin', () => {
    renderWithProviders(
      <div style={{ width: 1600 }}>
        <Container data-testid="container">Content</Container>
      </div>,
    );
    const style = getComputedStyle(screen.getByTestId('container'));
    expect(style.marginLeft).toBe('0px');
    expect(style.paddingLeft).toBe(`${(1600 - 1200) / 2}px`);
  });

  it('keeps a gutter on a phone', () => {
    renderWithProviders(
      <div style={{ width: 360 }}>
        <Container data-testid="container">Content</Container>
      </div>,
    );
    expect(getComputedStyle(screen.getByTestId('container')).paddingLeft).toBe('16px');
  });
});
