// The logo files the site serves under /files/indexing/: a name and an image extension, nothing
// that could leave the folder.
import * as z from 'zod/mini';

export const partnerLogoFile = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}\.(svg|png|jpe?g|webp)$/));

const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export function partnerLogoType(file: string): string {
  return imageTypes[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** The site path of the logo of the API's files folder ('/files/indexing/3.svg'). */
export function partnerLogoPath(file: string): string {
  return `/files/indexing/${file}`;
}
