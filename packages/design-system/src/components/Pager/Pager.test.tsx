import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { Pager } from './Pager.tsx';

const pageNumbers = () =>
  [
    ...screen.queryAllByRole('button', { name: /^Page \d+$/ }),
    ...screen.queryAllByRole('link', { name: /^Page \d+$/ }),
  ].map((element) => element.textContent);

describe('Pager', () => {
  it('shows five numbers around the current page and marks it current', () => {
    renderWithProviders(<Pager page={6} totalPages={10} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it.each([
    [1, 'Previous page'],
    [10, 'Next page'],
  ])('on page %i disables %s', (page, name) => {
    renderWithProviders(<Pager page={page} totalPages={10} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('renders links with addresses when given hrefForPage', () => {
    renderWithProviders(
      <Pager page={2} totalPages={4} hrefForPage={(page) => `/archives?page=${page}`} />,
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/archives?page=3',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/archives?page=3',
    );
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/archives?page=1',
    );
  });

  it('reports the chosen page', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pager page={2} totalPages={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[4], [1]]);
  });

  it('reports intent on hover and focus, but not for the current page', async () => {
    const onPageIntent = vi.fn();
    renderWithProviders(
      <Pager page={2} totalPages={4} onPageChange={() => {}} onPageIntent={onPageIntent} />,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageIntent).toHaveBeenLastCalledWith(3);
    onPageIntent.mockClear();

    screen.getByRole('button', { name: 'Page 2' }).focus();
    expect(onPageIntent).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Next page' }).focus();
    expect(onPageIntent.mock.calls).toEqual([[3]]);
  });

  it.each([0, 1])('renders nothing for %i pages', (totalPages) => {
    const { container } = renderWithProviders(<Pager page={1} totalPages={totalPages} />);
    expect(container).toBeEmptyDOMElement();
  });
});
