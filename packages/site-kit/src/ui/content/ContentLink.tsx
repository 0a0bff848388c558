// One link of content text (see @journals/content's rendering rules): a route of the site through
// the router, a file of the site as a plain download link under the router's basename (the
// site's prefix), another site in a new tab, mail and phone links in place.
import { Link } from '@journals/design-system';
import type { InlineLink } from '@journals/content';
import { useHref, useInRouterContext } from 'react-router';

function DownloadLink({ link, href }: { link: InlineLink; href: string }) {
  return (
    <Link href={href} download>
      {link.text}
    </Link>
  );
}

function RoutedDownloadLink({ link }: { link: InlineLink }) {
  return <DownloadLink link={link} href={useHref(link.href)} />;
}

export function ContentLink({ link }: { link: InlineLink }) {
  const inRouter = useInRouterContext();
  if (link.download) {
    return inRouter ? (
      <RoutedDownloadLink link={link} />
    ) : (
      <DownloadLink link={link} href={link.href} />
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
