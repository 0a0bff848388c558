// The share-image resource route of every site (`/share-image.png` under its prefix).
import type { SiteConfig } from '@journals/site-config';

export async function shareImageResponse(site: SiteConfig): Promise<Response> {
  const { shareImagePng } = await import('./share-image.server.ts');
  const png = await shareImagePng(site);
  return new Response(Buffer.from(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
