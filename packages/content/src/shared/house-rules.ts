// How all the publisher's journals work (review model, timelines, manuscript rules), as the
// publisher's pages state it. The facts live in the publisher's site config (`houseRules`).
import type { PublisherSiteConfig } from '@journals/site-config';
import { publisher } from '@journals/site-config/sites/publisher';

export type HouseRules = PublisherSiteConfig['houseRules'];

/** The publisher config's house rules. */
export const houseRules: HouseRules = publisher.houseRules;
