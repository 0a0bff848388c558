// Images of the API's files (blog pictures, board portraits, partner logos), which every site
// serves under its own origin: readers never load anything from the API's address (it may be an
// internal one), and the content security policy keeps images to 'self'. The file names a site
// accepts, their types, and the headers an image is answered with.
import * as z from 'zod/mini';

/** A file name the sites serve: letters, digits, `_`, `-`, and an image extension. */
export const apiImageFile = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}\.(svg|png|jpe?g|webp)$/));

const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export function apiImageType(file: string): string {
  return imageTypes[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/**
 * The headers an image of the API's files is answered with under the site's origin (the app
 * server adds nosniff and the other security headers to every answer).
 */
export function apiImageHeaders(file: string): Record<string, string> {
  return {
    'Content-Type': apiImageType(file),
    'Cache-Control': 'public, max-age=86400',
    // An SVG opened on its own runs no script and loads nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
}

/**
 * The site path ('/files/blogs/14.svg') of an image the API names by any address whose path
 * ends in `/files/<folder>/<file>`; null for any other address (another folder, another kind of
 * file, a name with other characters), which the page then leaves out.
 */
export function apiImagePath(imageUrl: string | null | undefined, folder: string): string | null {
  if (!imageUrl) return null;
  let pathname: string;
  try {
    pathname = new URL(imageUrl, 'http://api.invalid').pathname;
  } catch {
    return null;
  }
  const marker = `/files/${folder}/`;
  const at = pathname.lastIndexOf(marker);
  if (at < 0) return null;
  const file = apiImageFile.safeParse(pathname.slice(at + marker.length));
  return file.success ? `${marker}${file.data}` : null;
}
