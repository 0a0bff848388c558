import { Icon } from '../Icon/Icon.tsx';
import { PagerControl } from './PagerControl.tsx';
import type { PagerTarget } from './PagerControl.tsx';
import { List, StepText } from './Pager.styles.ts';
import { pagerWindow } from './pager-window.ts';

export interface PagerProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  /** Render pages as links to these addresses (works without JavaScript). */
  hrefForPage?: (page: number) => string;
  /** Called when a page is chosen (with or without `hrefForPage`). */
  onPageChange?: (page: number) => void;
  /** Called when the pointer enters or focus reaches a page control: a hint to prefetch it. */
  onPageIntent?: (page: number) => void;
  /** How many page numbers to show at most (default 5). */
  windowSize?: number;
  /** Name of the navigation landmark. */
  label?: string;
}

/**
 * Page navigation: previous, at most five page numbers centred on the current page, next.
 * Renders nothing when there is one page or none.
 */
export function Pager({
  page,
  totalPages,
  hrefForPage,
  onPageChange,
  onPageIntent,
  windowSize = 5,
  label = 'Pagination',
}: PagerProps) {
  const pages = pagerWindow(page, totalPages, windowSize);
  if (totalPages <= 1 || pages.length === 0) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  const target = (to: number): PagerTarget => ({
    page: to,
    href: hrefForPage?.(to),
    onSelect: onPageChange,
    onIntent: onPageIntent,
  });

  return (
    <nav aria-label={label}>
      <List>
        <li>
          <PagerControl target={current > 1 ? target(current - 1) : null} label="Previous page">
            <Icon name="chevronLeft" />
            <StepText>Previous</StepText>
          </PagerControl>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <PagerControl
              target={target(number)}
              label={`Page ${number}`}
              current={number === current}
            >
              {number}
            </PagerControl>
          </li>
        ))}
        <li>
          <PagerControl
            target={current < totalPages ? target(current + 1) : null}
            label="Next page"
          >
            <StepText>Next</StepText>
            <Icon name="chevronRight" />
          </PagerControl>
        </li>
      </List>
    </nav>
  );
}
