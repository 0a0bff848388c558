// One address of every page route of the journal, with the title (from the journal's config, or
// from the item it shows) and the heading it must have. Routes without parameters are visited as
// they are; the others are resolved from the reference data.
import { journalPageRoutes } from '@journals/journal-site/route-config';
import { pageMeta, type JournalSiteConfig } from '@journals/site-config';
import type { APIRequestContext } from '@playwright/test';
import { firstMember, taggedPost } from './api-items.ts';
import { conferenceListPath, detailsPath, issueHeading, titleSlug } from './paper-addresses.ts';
import {
  currentSlot,
  firstArticle,
  firstConference,
  firstConferencePaper,
  firstSlot,
  firstThesis,
} from './reference-data.ts';

export interface RoutePage {
  /** The address, relative to the journal prefix. */
  path: string;
  status: number;
  title: string;
  /** The text of the one h1, when the route says what it is. */
  h1?: string;
  /** The meta description, when the route's config gives it. */
  description?: string;
}

type Resolve = (request: APIRequestContext, site: JournalSiteConfig) => Promise<RoutePage>;

const titled = (site: JournalSiteConfig, text: string) => `${text} | ${site.names.acronym}`;

/** The routes whose address needs parameters or a selection, resolved from the reference data. */
const resolvedRoutes: Record<string, Resolve> = {
  '/blogs/:slug': async (_request, site) => {
    const post = await taggedPost();
    const title = `${post.title} | Blog | ${site.names.acronym}`;
    return { path: `blogs/${post.slug}`, status: 200, title, h1: post.title };
  },
  '/blogs/tag/:slug': async (_request, site) => {
    const [tag = ''] = (await taggedPost()).tags;
    const title = `${tag} | Blog | ${site.names.acronym}`;
    return { path: `blogs/tag/${titleSlug(tag)}`, status: 200, title, h1: tag };
  },
  '/editorial-board/:slug': async (_request, site) => {
    const member = await firstMember();
    const title = `${member.name} | Editorial Board | ${site.names.acronym}`;
    return { path: `editorial-board/${member.slug}`, status: 200, title, h1: member.name };
  },
  '/archives/paperlist': async (request, site) => {
    const slot = await firstSlot(request);
    const path = `archives/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`;
    return { path, status: 200, title: titled(site, issueHeading(slot)), h1: issueHeading(slot) };
  },
  '/current-issue/paperlist': async (request, site) => {
    const slot = await currentSlot(request);
    const path = `current-issue/paperlist?year=${slot.year}&volume=${slot.volume}&issue=${slot.issue}`;
    return { path, status: 200, title: titled(site, issueHeading(slot)), h1: issueHeading(slot) };
  },
  '/thesis/paperlist': async (request, site) => {
    const { year, volume } = await firstThesis(request);
    const heading = `Volume ${volume}, Year ${year}`;
    const path = `thesis/paperlist?year=${year}&volume=${volume}`;
    return { path, status: 200, title: titled(site, heading), h1: heading };
  },
  '/conference/paperlist': async (request, site) => {
    const conference = await firstConference(request);
    return {
      path: conferenceListPath(conference),
      status: 200,
      title: titled(site, `${conference.name}, ${issueHeading(conference)}`),
      h1: `${conference.name} ${issueHeading(conference)}`,
    };
  },
  '/archives/paper-details': async (request, site) => {
    const paper = await firstArticle(request, await firstSlot(request));
    const path = detailsPath('archives', paper);
    return { path, status: 200, title: titled(site, paper.title), h1: paper.title };
  },
  '/current-issue/paper-details': async (request, site) => {
    const paper = await firstArticle(request, await currentSlot(request));
    const path = detailsPath('current-issue', paper);
    return { path, status: 200, title: titled(site, paper.title), h1: paper.title };
  },
  '/thesis/paper-details': async (request, site) => {
    const paper = await firstThesis(request);
    const path = detailsPath('thesis', paper);
    return { path, status: 200, title: titled(site, paper.title), h1: paper.title };
  },
  '/conference/paper-details': async (request, site) => {
    const paper = await firstConferencePaper(request);
    const path = detailsPath('conference', paper);
    return { path, status: 200, title: titled(site, paper.title), h1: paper.title };
  },
  // The catch-all: the 404 page, titled from the first path segment (spec).
  '/*': async (_request, site) => ({
    path: 'no-such-page',
    status: 404,
    title: titled(site, 'NO-SUCH-PAGE'),
    h1: 'Page Not Found',
  }),
};

/** A route visited as it is: its title and description come from the journal's config. */
function asItIs(route: string): Resolve {
  return async (_request, site) => {
    const { title, description } = pageMeta(site, route);
    return { path: route === '/' ? './' : route.slice(1), status: 200, title, description };
  };
}

/** Every page route of the journal's route list -> how to find its page. */
export const routeCases: [route: string, resolve: Resolve][] = journalPageRoutes.map((route) => [
  route,
  resolvedRoutes[route] ?? asItIs(route),
]);

/** Routes with parameters the table above does not resolve (a new route needs a case). */
export const unresolvedRoutes = journalPageRoutes.filter(
  (route) => /[:*]/.test(route) && !(route in resolvedRoutes),
);
