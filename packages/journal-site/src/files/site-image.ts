// The address a journal page shows an API image at: under the journal's own prefix
// ('/indjece/files/blogs/14.svg'), which the /files route answers from the API's files. An image
// the API names anywhere else is left out, so no page loads anything from another origin.
import { withPrefix } from '@journals/paper-list/model';
import { apiImagePath } from '@journals/site-kit/server/files/api-image.ts';
import { site } from 'journal-site:config';

/** The API's image folders a journal serves under its /files route. */
export const journalImageFolders = ['blogs', 'members'] as const;
export type JournalImageFolder = (typeof journalImageFolders)[number];

export function siteImageSrc(
  imageUrl: string | null | undefined,
  folder: JournalImageFolder,
): string | null {
  const path = apiImagePath(imageUrl, folder);
  return path === null ? null : withPrefix(site.prefix, path);
}
