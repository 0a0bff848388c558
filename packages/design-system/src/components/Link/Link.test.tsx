import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('goes to a route of the app in the same tab', () => {
    renderWithProviders(<Link href="/archives">Archives</Link>);
    const link = screen.getByRole('link', { name: 'Archives' });
    expect(link).toHaveAttribute('href', '/archives');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens another site in a new tab, safely, and says so', () => {
    renderWithProviders(<Link href="https://example.org/login">Author Login</Link>);
    const link = screen.getByRole('link', { name: 'Author Login (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['mailto:editor@example.org', 'editor@example.org'],
    ['tel:+910000000000', '+91 00000 00000'],
    ['#main', 'Back to top'],
  ])('keeps %s in the same tab', (href, text) => {
    renderWithProviders(<Link href={href}>{text}</Link>);
    const link = screen.getByRole('link', { name: text });
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
  });

  it('follows newTab when it is given', () => {
    renderWithProviders(
      <>
        <Link href="https://example.org" newTab={false}>
          Same tab
        </Link>
        <Link href="/terms-and-conditions" newTab>
          Terms
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Same tab' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Terms (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('resolves routes against the router basename', () => {
    renderWithProviders(<Link href="/archives">Archives</Link>, { route: '/' });
    expect(screen.getByRole('link', { name: 'Archives' }).getAttribute('href')).toBe('/archives');
  });
});
