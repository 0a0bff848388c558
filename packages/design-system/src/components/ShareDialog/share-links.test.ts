import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

const url = 'https://indjournals.example/indjece/archives/paperlist?year=2025&volume=2&issue=3';
const encoded = encodeURIComponent(url);

describe('shareLinks', () => {
  it.each([
    ['x', `https://x.com/intent/post?url=${encoded}&text=Volume%202%2C%20Issue%203`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
    [
      'whatsapp',
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`Volume 2, Issue 3 ${url}`)}`,
    ],
  ])('gives %s the address %s', (network, href) => {
    const link = shareLinks(url, 'Volume 2, Issue 3').find((l) => l.network === network);
    expect(link?.href).toBe(href);
  });

  it('offers exactly X, LinkedIn, Facebook and WhatsApp, in that order', () => {
    expect(shareLinks(url, 't').map((l) => l.label)).toEqual([
      'X',
      'LinkedIn',
      'Facebook',
      'WhatsApp',
    ]);
  });
});
