// Share addresses of the networks the share dialog offers.

export type ShareNetwork = 'x' | 'linkedin' | 'facebook' | 'whatsapp';

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

/** The share URL of each network for a page `url` with a `title`. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'x', label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: 'whatsapp',
      label: 'WhatsApp',
      href: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ];
}

/** Size and options of the share popup window. */
export const SHARE_POPUP_FEATURES = 'popup,width=600,height=600';
