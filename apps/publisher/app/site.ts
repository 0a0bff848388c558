// The site this app serves. Its facts live in @journals/site-config (sites/publisher.ts),
// imported alone, without the registry of every site.
import { publisher } from '@journals/site-config/sites/publisher';

export const site = publisher;
