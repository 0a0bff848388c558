// The Share button beside the issue selector: it opens the share dialog with the list's absolute
// address. It needs JavaScript, so it appears only after hydration.
import { Button, Icon } from '@journals/design-system';
import { useState } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';

export interface ShareControlProps {
  /** The address to share; default the browser's current address. */
  url?: string;
}

export function ShareControl({ url }: ShareControlProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return null;
  const address = url ?? window.location.href;
  return (
    <>
      <Button variant="secondary" startIcon={<Icon name="share" />} onClick={() => setOpen(true)}>
        Share
      </Button>
      {open ? <output data-share-url={address} /> : null}
    </>
  );
}
