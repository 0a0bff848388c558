// The card's Download PDF link under the journal's own prefix. The API gives absolute file
// addresses ('http://api.example/indjece/files/papers/886.pdf'); the journal app serves the same
// files at '<prefix>files/<kind>/<file>.pdf', so readers and Google Scholar stay on the journal's
// address.

/** The file kinds the journal serves, and the shape of a file name it accepts. */
const sitePdfFile = /^(papers|theses|conference)\/[A-Za-z0-9._-]{1,120}\.pdf$/;
const filesSegment = '/files/';

/**
 * The site-relative path of a paper's PDF: '/files/papers/886.pdf' from the API's
 * '.../<base>/files/papers/886.pdf'. Null without a file, or when the address is not one of the
 * journal's files (another path, another kind, a name with other characters, '..').
 */
export function sitePdfPath(pdfUrl: string | null | undefined): string | null {
  // Stryker disable next-line ConditionalExpression: '', null and undefined read as addresses without '/files/', refused below
  if (!pdfUrl) return null;
  let pathname: string;
  try {
    pathname = new URL(pdfUrl, 'http://api.invalid').pathname;
  } catch {
    return null;
  }
  const at = pathname.indexOf(filesSegment);
  if (at < 0) return null;
  const file = pathname.slice(at + filesSegment.length);
  if (!sitePdfFile.test(file) || file.includes('..')) return null;
  return `${filesSegment}${file}`;
}

/**
 * A site-relative path under a prefix, for plain anchors outside the router:
 * ('/indjece/', '/files/papers/886.pdf') -> '/indjece/files/papers/886.pdf'.
 */
export function withPrefix(prefix: string, path: string): string {
  return `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
