// One pager control: a link when the pager has addresses, a button otherwise, a disabled
// button when there is nowhere to go.
import type { ReactNode } from 'react';
import { PageButton, PageLink } from './Pager.styles.ts';

export interface PagerTarget {
  page: number;
  href?: string;
  onSelect?: (page: number) => void;
  onIntent?: (page: number) => void;
}

export interface PagerControlProps {
  /** Where it goes; null renders a disabled button. */
  target: PagerTarget | null;
  label: string;
  current?: boolean;
  children: ReactNode;
}

export function PagerControl({ target, label, current = false, children }: PagerControlProps) {
  if (!target) {
    return (
      <PageButton type="button" disabled aria-label={label}>
        {children}
      </PageButton>
    );
  }
  const { page, href, onSelect, onIntent } = target;
  const intent = onIntent && !current ? () => onIntent(page) : undefined;
  const common = {
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
    onPointerEnter: intent,
    onFocus: intent,
    onClick: onSelect ? () => onSelect(page) : undefined,
  };
  if (href !== undefined) {
    return (
      <PageLink to={href} {...common}>
        {children}
      </PageLink>
    );
  }
  return (
    <PageButton type="button" {...common}>
      {children}
    </PageButton>
  );
}
