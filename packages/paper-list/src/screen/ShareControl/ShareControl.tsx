// The Share button beside the issue selector: it opens the design system's share dialog with the
// list's absolute address (the browser's origin, the router's basename and the list's canonical
// address). It needs JavaScript, so it appears only after hydration. The dialog's code is not
// needed for the list's first interaction: it is loaded when the button is first pointed at,
// focused or pressed, and the dialog opens once it has arrived.
import { Button, Icon, useHydrated } from '@journals/design-system';
import { lazy, Suspense, useState } from 'react';
import { useHref } from 'react-router';

const loadShareDialog = () => import('@journals/design-system/share-dialog');

const ShareDialog = lazy(async () => ({ default: (await loadShareDialog()).ShareDialog }));

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
  const [wanted, setWanted] = useState(false);
  if (!hydrated) return null;
  const prefetch = () => void loadShareDialog();
  return (
    <>
      <Button
        variant="secondary"
        startIcon={<Icon name="share" />}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Share
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ShareDialog
            open={open}
            onClose={() => setOpen(false)}
            url={url ?? new URL(href, window.location.origin).href}
            title={title}
          />
        </Suspense>
      ) : null}
    </>
  );
}
