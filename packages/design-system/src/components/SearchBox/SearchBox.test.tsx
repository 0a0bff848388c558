import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { SearchBox } from './SearchBox.tsx';

describe('SearchBox', () => {
  it('searches with the trimmed text and then empties the box', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search papers' });
    await userEvent.fill(box, '  antenna design ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('antenna design');
    expect(box).toHaveValue('');
  });

  it('ignores an empty or blank search', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} />);
    await userEvent.fill(screen.getByRole('searchbox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('can keep the text after a search', async () => {
    renderWithProviders(<SearchBox onSearch={() => {}} clearOnSubmit={false} />);
    const box = screen.getByRole('searchbox');
    await userEvent.fill(box, 'antenna');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(box).toHaveValue('antenna');
  });

  it('shows Clear only when asked, and reports it', async () => {
    const onClear = vi.fn();
    const { rerender } = renderWithProviders(<SearchBox onSearch={() => {}} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    rerender(<SearchBox onSearch={() => {}} onClear={onClear} showClear />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('is a GET form to its action when no handler takes over', () => {
    renderWithProviders(<SearchBox action="/thesis" name="search" />);
    const form = screen.getByRole('search', { name: 'Search papers' });
    expect(form).toHaveAttribute('action', '/thesis');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'search');
  });

  it('sends the action under the router basename, with its hidden fields', () => {
    renderWithProviders(
      <SearchBox
        action="/archives"
        name="search"
        hiddenFields={[
          ['year', '2025'],
          ['issue', '3'],
        ]}
      />,
      { basename: '/indjece', route: '/indjece/archives' },
    );
    const form = screen.getByRole('search', { name: 'Search papers' });
    expect(form).toHaveAttribute('action', '/indjece/archives');
    expect(new FormData(form as HTMLFormElement).getAll('year')).toEqual(['2025']);
    expect(new FormData(form as HTMLFormElement).getAll('issue')).toEqual(['3']);
  });

  it('lets the browser check length, emptiness and a pattern without JavaScript', () => {
    renderWithProviders(
      <SearchBox maxLength={200} required pattern={String.raw`.*\S.*`} patternHint="Type a word" />,
    );
    const box = screen.getByRole('searchbox');
    expect(box).toHaveAttribute('maxlength', '200');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('pattern', String.raw`.*\S.*`);
    expect(box).toHaveAttribute('title', 'Type a word');
  });

  it('searches any text its rule allows, blank included', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBox onSearch={onSearch} canSearch={(text) => text !== ''} />);
    await userEvent.fill(screen.getByRole('searchbox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  describe('in a narrow column', () => {
    const placeholder = 'Search by Paper ID, Paper Name';

    /** The placeholder's width in the box's font against the room the box has for text. */
    function placeholderFit(box: HTMLInputElement) {
      const style = getComputedStyle(box);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      return {
        text: context.measureText(box.placeholder).width,
        room: box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    }

    it.each([
      // The main column of a 360 px phone, and a tablet's.
      [328, 'below'],
      [720, 'beside'],
    ] as const)(
      'shows the whole placeholder at %i px, the Search button %s the box',
      (width, where) => {
        renderWithProviders(
          <div style={{ width }}>
            <SearchBox placeholder={placeholder} />
          </div>,
        );
        const box = screen.getByRole('searchbox') as HTMLInputElement;
        const { text, room } = placeholderFit(box);
        expect(text).toBeGreaterThan(100);
        expect(text).toBeLessThanOrEqual(room);
        const boxRect = box.getBoundingClientRect();
        const button = screen.getByRole('button', { name: 'Search' }).getBoundingClientRect();
        expect(button.top >= boxRect.bottom ? 'below' : 'beside').toBe(where);
      },
    );
  });
});
