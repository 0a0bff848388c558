// The files the server serves (GET, public), and their URLs:
//   /<journal>/files/papers/<paper_id>.pdf, /<journal>/files/theses/<id>.pdf,
//   /<journal>/files/conference/<id>.pdf, /<journal>/files/blogs/<blog_id>.svg,
//   /<journal>/files/members/<member_id>.svg, /publisher/files/indexing/<indexing_id>.svg
import type { ApiBase } from '../journals.ts';

export const fileKinds = {
  paper: { folder: 'papers', extension: 'pdf', bases: 'journals' },
  thesis: { folder: 'theses', extension: 'pdf', bases: 'journals' },
  conferencePaper: { folder: 'conference', extension: 'pdf', bases: 'journals' },
  blogImage: { folder: 'blogs', extension: 'svg', bases: 'journals' },
  memberImage: { folder: 'members', extension: 'svg', bases: 'journals' },
  indexingLogo: { folder: 'indexing', extension: 'svg', bases: 'publisher' },
} as const;

export type FileKind = keyof typeof fileKinds;

export const contentTypes = {
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
} as const;

/** The path of a file under the server root, e.g. /indjece/files/papers/12.pdf. */
export function filePath(base: ApiBase, kind: FileKind, id: number): string {
  const { folder, extension } = fileKinds[kind];
  return `/${base}/files/${folder}/${id}.${extension}`;
}

/** Absolute file URLs from the server's public base URL (read when a URL is built). */
export interface FileUrls {
  url(base: ApiBase, kind: FileKind, id: number): string;
}

export function createFileUrls(publicBaseUrl: () => string): FileUrls {
  return { url: (base, kind, id) => `${publicBaseUrl()}${filePath(base, kind, id)}` };
}
