// The publisher pages, keyed by the route path they serve (as in the publisher config's routes).
import { matchRoute, type PublisherSiteConfig, type publisher } from '@journals/site-config';
import type { ContentPage } from '../model.ts';
import { about } from './about.ts';
import { contactUs } from './contact-us.ts';
import { cookiePolicy } from './cookie-policy.ts';
import { copyrightPolicy } from './copyright-policy.ts';
import { editorialBoard } from './editorial-board.ts';
import { faqs } from './faqs.ts';
import { forAuthors } from './for-authors.ts';
import { journals } from './journals.ts';
import { openAccessPolicy } from './open-access-policy.ts';
import { peerReviewProcess } from './peer-review-process.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { publicationEthics } from './publication-ethics.ts';
import { submitPaper } from './submit-paper.ts';
import { termsOfService } from './terms-of-service.ts';

/** A publisher page builder: every fact from the config, house rules included. */
export type PublisherPageBuilder = (config: PublisherSiteConfig) => ContentPage;

/** Every route the publisher site declares. */
type PublisherRoute = (typeof publisher.routes)[number];

export const publisherPages = {
  '/about': about,
  '/for-authors': forAuthors,
  '/journals': journals,
  '/contact-us': contactUs,
  '/publication&ethics': publicationEthics,
  // The spec serves the publication ethics policy at both paths.
  '/guidence-for-authors': publicationEthics,
  '/peer-review-process': peerReviewProcess,
  '/open-access-policy': openAccessPolicy,
  '/cookie-policy': cookiePolicy,
  '/privacy-policy': privacyPolicy,
  '/terms-of-service': termsOfService,
  '/faqs': faqs,
  '/submit-paper': submitPaper,
  '/editorial-board': editorialBoard,
  '/copyright-policy': copyrightPolicy,
} as const satisfies Record<Exclude<PublisherRoute, '/'>, PublisherPageBuilder>;

/** The publisher routes that are text pages (the home page has its own sections: publisherHome). */
export type PublisherTextRoute = keyof typeof publisherPages;

function isPublisherTextRoute(route: string): route is PublisherTextRoute {
  return Object.hasOwn(publisherPages, route);
}

/** The page a publisher path shows, matched like the router; undefined when it is not a text page. */
export function publisherPageFor(
  config: PublisherSiteConfig,
  path: string,
): ContentPage | undefined {
  const route = matchRoute(config, path);
  return route !== undefined && isPublisherTextRoute(route)
    ? publisherPages[route](config)
    : undefined;
}
