import type { PublisherSiteConfig } from '@journals/site-config';
import { definitions, h2, link, p, page, rich } from '../blocks.ts';
import type { ContentPage } from '../model.ts';
import { supportMail } from './context.ts';

export function cookiePolicy(config: PublisherSiteConfig): ContentPage {
  const name = config.names.publisher;
  return page(
    'Cookie Policy',
    `Which cookies the ${name} websites use, why, and how you can control them.`,
    [
      h2('What cookies are'),
      p(
        'Cookies are small text files a website stores in your browser. Some are needed for a site to work; others remember preferences or measure how a site is used. Similar technologies, such as local storage, are covered by this policy too.',
      ),
      h2('Cookies we use'),
      p(
        'Our websites are designed to work without cookies: you can read every page, search papers and download articles without accepting any. We set no advertising or cross-site tracking cookies.',
      ),
      definitions([
        {
          term: 'Strictly necessary',
          description:
            'Cookies the hosting infrastructure may set to deliver pages securely and balance traffic. They contain no personal profile and cannot be switched off in our systems.',
        },
        {
          term: 'Third-party services',
          description: config.chat
            ? `The chat window, provided by ${config.chat.name}, loads after the page and may set its own cookies to keep your conversation; its provider's cookie policy applies.`
            : 'External services we link to, such as the editorial management system, DOI resolvers and social networks, set their own cookies only when you visit them; their policies apply.',
        },
      ]),
      h2('Controlling cookies'),
      p(
        'All browsers let you see, block and delete cookies in their settings. Blocking cookies does not stop our pages from working, although it may sign you out of third-party services such as the editorial management system.',
      ),
      h2('More information'),
      p(
        rich`How we handle personal data is described in our ${link('privacy policy', '/privacy-policy')}. Questions about cookies are welcome at ${supportMail(config)}.`,
      ),
    ],
  );
}
