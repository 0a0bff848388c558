import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteThemeProvider } from '../../theme/SiteThemeProvider.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

describe('ErrorScreen', () => {
  it('shows the spec texts and a Return Home link to the site home', () => {
    renderWithProviders(<ErrorScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, an unexpected error has occurred. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('works above the router too, with a plain link', () => {
    render(
      <SiteThemeProvider site="indjece">
        <ErrorScreen homeHref="/indjece/" />
      </SiteThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/indjece/');
  });
});
