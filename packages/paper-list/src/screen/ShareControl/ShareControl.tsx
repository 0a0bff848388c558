// The Share button beside the issue selector: it opens the design system's share dialog with the
// list's absolute address (the browser's origin, the router's basename and the list's canonical
// address). It needs JavaScript, so it appears only after hydration.
import { Button, Icon, ShareDialog } from '@journals/design-system';
import { useState } from 'react';
import { useHref } from 'react-router';
import { useHydrated } from '../hooks/useHydrated.ts';

export interface ShareControlProps {
  /** What is shared: the list heading ('Volume 2, Issue 3 (2025)'). */
  title: string;
  /** The list's address relative to the journal prefix ('/archives/paperlist?...'). */
  path: string;
  /** The address to share instead of the list's own. */
  url?: string;
}

export function ShareControl({ title, path, url }: ShareControlProps) {
  const hydrated = useHydrated();
  const href = useHref(path);
  const [open, setOpen] = useState(false);
  if (!hydrated) return null;
  return (
    <>
      <Button variant="secondary" startIcon={<Icon name="share" />} onClick={() => setOpen(true)}>
        Share
      </Button>
      <ShareDialog
        open={open}
        onClose={() => setOpen(false)}
        url={url ?? new URL(href, window.location.origin).href}
        title={title}
      />
    </>
  );
}
