// A site's /.well-known/security.txt (RFC 9116): whom to tell about a vulnerability.

export interface SecurityTxtValues {
  /** The site's contact mailbox. */
  email: string;
  /** The absolute address this file is served at. */
  canonicalUrl: string;
  now?: Date;
}

const oneYearMs = 365 * 24 * 60 * 60 * 1000;

export function securityTxt({ email, canonicalUrl, now = new Date() }: SecurityTxtValues): string {
  const expires = new Date(now.getTime() + oneYearMs);
  // RFC 9116 wants the date without fractions of a second.
  const expiresText = `${expires.toISOString().slice(0, 19)}Z`;
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expiresText}`,
    `Canonical: ${canonicalUrl}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}
