import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Prose } from './Prose.tsx';

describe('Prose', () => {
  it('spaces the blocks of a long text and keeps lists indented', () => {
    renderWithProviders(
      <Prose>
        <p>First</p>
        <ul aria-label="Rules">
          <li>One</li>
        </ul>
      </Prose>,
    );
    const list = screen.getByRole('list', { name: 'Rules' });
    expect(getComputedStyle(list).marginTop).toBe('16px');
    expect(Number.parseFloat(getComputedStyle(list).paddingLeft)).toBeGreaterThan(0);
  });

  it('sets no margin on its first block', () => {
    renderWithProviders(
      <Prose>
        <p>First</p>
      </Prose>,
    );
    expect(getComputedStyle(screen.getByText('First')).marginTop).toBe('0px');
  });
});
