import type { MouseEvent } from 'react';
import { CopyField } from '../CopyField/CopyField.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { SHARE_POPUP_FEATURES, shareLinks } from './share-links.ts';
import { NetworkLink, Networks, Note } from './ShareDialog.styles.ts';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address to share. */
  url: string;
  /** What is shared (the issue or paper title); goes into the message where a network takes one. */
  title: string;
  heading?: string;
}

/** Opens a share URL in a small popup window; falls back to the link's own new tab when blocked. */
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  const popup = window.open(event.currentTarget.href, 'share', SHARE_POPUP_FEATURES);
  if (popup) {
    popup.opener = null;
    event.preventDefault();
  }
}

/**
 * Share a page: X, LinkedIn, Facebook and WhatsApp open their share page in a popup window;
 * the link itself can be copied; a note explains that Instagram cannot share links.
 */
export function ShareDialog({ open, onClose, url, title, heading = 'Share' }: ShareDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={heading} description={title} size="sm">
      <Networks aria-label="Share on">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <NetworkLink
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={openPopup}
            >
              <Icon name={link.network} />
              {link.label}
              <VisuallyHidden> (opens in a new window)</VisuallyHidden>
            </NetworkLink>
          </li>
        ))}
      </Networks>
      <CopyField label="Link" value={url} />
      <Note>
        <Icon name="instagram" />
        Instagram cannot share links directly. Copy the link and paste it into your post, story or
        bio.
      </Note>
    </Dialog>
  );
}
