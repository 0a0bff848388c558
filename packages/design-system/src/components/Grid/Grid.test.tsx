import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Grid } from './Grid.tsx';

describe('Grid', () => {
  it('lays children out in the given number of equal columns', () => {
    renderWithProviders(
      <div style={{ width: 900 }}>
        <Grid data-testid="grid" columns={3} gap={4}>
          <div>1</div>
          <div>2</div>
          <div>3</div>
        </Grid>
      </div>,
    );
    const columns = getComputedStyle(screen.getByTestId('grid')).gridTemplateColumns.split(' ');
    expect(columns).toHaveLength(3);
    const widths = columns.map((width) => Number.parseFloat(width));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);
  });

  it('fits one column on a narrow parent in the automatic layout', () => {
    renderWithProviders(
      <div style={{ width: 300 }}>
        <Grid data-testid="grid" minItemWidth="16rem">
          <div>1</div>
          <div>2</div>
        </Grid>
      </div>,
    );
    expect(
      getComputedStyle(screen.getByTestId('grid')).gridTemplateColumns.split(' '),
    ).toHaveLength(1);
  });
});
