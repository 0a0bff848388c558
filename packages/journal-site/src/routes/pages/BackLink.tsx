// "Back to ..." above a detail page: to the list the item belongs to.
import { Icon, Link } from '@journals/design-system';
import type { ReactNode } from 'react';

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} variant="standalone">
      <Icon name="chevronLeft" /> Back to {children}
    </Link>
  );
}
