// How all the publisher's journals work (review model, timelines, manuscript rules), as the
// publisher's pages state it. The facts live in the publisher's site config (`houseRules`).
import { siteConfigs, type PublisherSiteConfig } from '@journals/site-config';

export type HouseRules = PublisherSiteConfig['houseRules'];

/** The publisher config's house rules. */
export const houseRules: HouseRules = siteConfigs.publisher.houseRules;
