import type { PublisherSiteConfig } from '@journals/site-config';
import { externalLink, h2, link, p, page, rich, ul } from '../blocks.ts';
import { licenceConditions, licenceShortName } from '../format.ts';
import type { ContentPage } from '../model.ts';
import { supportMail } from './context.ts';

export function copyrightPolicy(config: PublisherSiteConfig): ContentPage {
  const name = config.names.publisher;
  const { licence } = config;
  return page(
    'Copyright Policy',
    `Authors who publish with ${name} keep the copyright in their work. This policy explains the rights they grant us and the licence under which their articles are published.`,
    [
      h2('Authors retain copyright'),
      p(
        `Copyright in every article stays with its authors. On acceptance, the corresponding author signs a copyright form on behalf of all authors, granting ${name} worldwide rights to publish, reproduce, distribute and archive the article and its metadata, in all formats and media.`,
      ),
      h2('Licence'),
      p(
        rich`Unless a journal states otherwise, articles are published under the ${externalLink(licenceShortName(licence), licence.url)} licence (${licence.name}). Anyone may reuse an article on these conditions:`,
      ),
      ul(licenceConditions(licence)),
      p(
        rich`Commercial use needs permission: anyone who wants to reuse our articles for commercial purposes, such as reprints for sale or inclusion in paid products, should write to ${supportMail(config)} first.`,
      ),
      h2('What authors may do'),
      ul([
        'Share the published article anywhere, including repositories, personal websites and social networks, with a link to its DOI.',
        'Reuse the article, in whole or in part, in their own later work, with a citation of the original.',
        'Use the article in teaching at their institution.',
      ]),
      h2('Third-party material'),
      p(
        'Authors are responsible for obtaining permission to reproduce figures, tables or text from other sources, and for acknowledging them in the article. Material under a more restrictive licence must be marked as such.',
      ),
      h2('Reporting infringement'),
      p(
        rich`If you believe an article infringes your copyright, write to ${supportMail(config)} with the details; we investigate every report under our ${link('publication ethics', '/publication&ethics')} policy.`,
      ),
    ],
  );
}
