// Facts the publisher's pages state about how all its journals work (review model, timelines,
// manuscript rules). PublisherSiteConfig does not carry them; every journal takes them from the
// same shared defaults in site-config, so the publisher pages read them through a journal config.
import {
  siteConfigs,
  type JournalPolicies,
  type JournalTimelines,
  type TwoReadings,
} from '@journals/site-config';

export interface HouseRules {
  reviewModel: TwoReadings;
  timelines: JournalTimelines;
  policies: JournalPolicies;
}

export const houseRules: HouseRules = {
  reviewModel: siteConfigs.indjeee.journal.reviewModel,
  timelines: siteConfigs.indjeee.timelines,
  policies: siteConfigs.indjeee.policies,
};
