// An unstyled anchor that picks the right element for its address: react-router's Link for
// routes of this app, a plain <a> for other sites, downloads, mail and phone links. Links that
// open a new tab get rel="noopener noreferrer" and an "opens in a new tab" hint.
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { Icon } from '../components/Icon/Icon.tsx';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden.tsx';
import { isExternalHref, isSchemeHref, newTabHint, opensInNewTab } from './href.ts';

export interface SmartAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route of this app ('/archives'), another site ('https://...'), 'mailto:' or 'tel:'. */
  href: string;
  /** Force (true) or prevent (false) a new tab. Default: new tab for other sites only. */
  newTab?: boolean;
  /** Navigate with a full document load even for a route of this app. */
  reloadDocument?: boolean;
  /** Show the external-link icon when the link opens a new tab (default true). */
  showNewTabIcon?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

export function SmartAnchor({
  href,
  newTab,
  reloadDocument = false,
  showNewTabIcon = true,
  children,
  ...rest
}: SmartAnchorProps) {
  const inRouter = useInRouterContext();
  const newTabLink = opensInNewTab(href, newTab);
  const content = newTabLink ? (
    <>
      {children}
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
      {showNewTabIcon ? <Icon name="externalLink" data-new-tab-icon="" /> : null}
    </>
  ) : (
    children
  );
  const tabProps = newTabLink ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  // An aria-label replaces the content, hint included: carry the hint over.
  if (newTabLink && rest['aria-label']) rest['aria-label'] = `${rest['aria-label']} ${newTabHint}`;

  // Outside a router (an error page above it, a static page) every link is a plain anchor.
  const plain =
    !inRouter ||
    isExternalHref(href) ||
    isSchemeHref(href) ||
    href.startsWith('#') ||
    rest.download !== undefined;
  if (plain) {
    return (
      <a href={href} {...tabProps} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <RouterLink to={href} reloadDocument={reloadDocument} {...tabProps} {...rest}>
      {content}
    </RouterLink>
  );
}
