import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Steps } from './Steps.tsx';

describe('Steps', () => {
  it('is an ordered list of the steps in order', () => {
    renderWithProviders(
      <Steps
        aria-label="Procedure"
        steps={[
          { title: 'Send a proposal' },
          { title: 'Sign an MOU', description: 'Both parties sign.' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Procedure' });
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Send a proposal',
      'Sign an MOUBoth parties sign.',
    ]);
  });

  it('numbers the steps', () => {
    renderWithProviders(<Steps steps={[{ title: 'One' }, { title: 'Two' }]} />);
    const second = screen.getAllByRole('listitem')[1];
    expect(second && getComputedStyle(second, '::before').content).toBe('counter(step)');
  });

  it('makes titles headings when asked', () => {
    renderWithProviders(<Steps titleLevel={3} steps={[{ title: 'One' }]} />);
    expect(screen.getByRole('heading', { level: 3, name: 'One' })).toBeInTheDocument();
  });
});
