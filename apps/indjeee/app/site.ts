// The journal this app serves. Its facts live in @journals/site-config (sites/indjeee.ts).
import { siteConfigs } from '@journals/site-config';

export const site = siteConfigs.indjeee;
