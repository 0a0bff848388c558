import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  useNavigationScroll,
  type NavigationScrollOptions,
} from '../src/ui/navigation/useNavigationScroll.ts';
import { renderInSite } from './render.tsx';

let navigate: ReturnType<typeof useNavigate>;

function Frame(options: NavigationScrollOptions) {
  useNavigationScroll('main', options);
  navigate = useNavigate();
  return (
    <>
      <button type="button">Tab</button>
      <main id="main">Page</main>
    </>
  );
}

describe('useNavigationScroll', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
  });

  it.each([
    ['every navigation', {}],
    ['path changes only', { pathChangesOnly: true }],
  ])(
    '(%s) brings the main container into view and focus after a path change',
    async (_mode, options) => {
      renderInSite(<Frame {...options} />, { site: 'publisher', route: '/' });
      expect(scrollIntoView).not.toHaveBeenCalled();
      await act(() => navigate('/about'));
      expect(document.activeElement).toBe(screen.getByRole('main'));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    },
  );

  it('(path changes only) leaves focus and scroll alone when only the query changes', async () => {
    renderInSite(<Frame pathChangesOnly />, { site: 'publisher', route: '/' });
    const tab = screen.getByRole('button', { name: 'Tab' });
    tab.focus();
    await act(() => navigate('/?tab=researchers', { replace: true }));
    await act(() => navigate('/?tab=editors'));
    expect(document.activeElement).toBe(tab);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('(every navigation) goes to the main container after a navigation to the same path', async () => {
    renderInSite(<Frame />, { site: 'indjece', route: '/contact-us' });
    screen.getByRole('button', { name: 'Tab' }).focus();
    await act(() => navigate('/contact-us'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
