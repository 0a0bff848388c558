import type { PublisherSiteConfig } from '@journals/site-config';
import { externalLink, h2, link, p, page, rich, ul } from '../blocks.ts';
import { licenceConditions, licenceFreedoms, licenceShortName } from '../format.ts';
import type { ContentPage } from '../model.ts';

export function openAccessPolicy(config: PublisherSiteConfig): ContentPage {
  const name = config.names.publisher;
  const { licence } = config;
  const licenceLink = externalLink(licenceShortName(licence), licence.url);
  return page(
    'Open Access Policy',
    `Every article published by ${name} is free for anyone, anywhere, to read, download and share, from the day it is published.`,
    [
      h2('What open access means here'),
      p(
        'There are no subscriptions, pay-per-view fees, registration walls or embargo periods. Readers can read, download, copy, distribute, print, search and link to the full text of every article, without asking permission from the publisher or the authors.',
      ),
      h2('Licence'),
      p(
        rich`Unless a journal states otherwise, articles are published under the ${licenceLink} licence (${licence.name}). It lets anyone:`,
      ),
      ul(licenceFreedoms(licence)),
      p('Reuse is subject to these conditions:'),
      ul(licenceConditions(licence)),
      p('Each journal states its licence on its own pages and on every article.'),
      h2('Authors’ rights'),
      ul([
        rich`Authors retain the copyright in their work (see the ${link('copyright policy', '/copyright-policy')}).`,
        'Authors may deposit the published version in institutional and subject repositories, and share it on personal and social websites, with a link to the article’s DOI.',
        'Authors may reuse their article, in whole or in part, in their own later work, with a citation of the original.',
      ]),
      h2('How open access is funded'),
      p(
        rich`Publishing costs are covered by a one-time processing charge per accepted article, paid by the authors or their institutions or funders, so that readers and libraries never pay. Waivers are available on request before payment; see the ${link('For Authors', '/for-authors')} page.`,
      ),
      h2('Preservation'),
      p(
        'Every article receives a permanent DOI, and its metadata is deposited with indexing services, so that it stays findable and citable for the long term.',
      ),
    ],
  );
}
