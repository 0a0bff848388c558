// One link of content text (see @journals/content's rendering rules): a route of the site through
// the router, a file of the site as a plain download link under the prefix, another site in a
// new tab, mail and phone links in place.
import { Link } from '@journals/design-system';
import type { InlineLink } from '@journals/content';
import { site } from 'journal-site:config';
import { prefixedFile } from '../layout/links.ts';

export function ContentLink({ link }: { link: InlineLink }) {
  if (link.download) {
    return (
      <Link href={prefixedFile(site.prefix, link.href)} download>
        {link.text}
      </Link>
    );
  }
  if (link.external) {
    return (
      <Link href={link.href} newTab>
        {link.text}
      </Link>
    );
  }
  return <Link href={link.href}>{link.text}</Link>;
}
