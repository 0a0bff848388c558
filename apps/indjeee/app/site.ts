// The journal this app serves. Its facts live in @journals/site-config (sites/indjeee.ts), imported
// alone: the app's client chunks carry its own config, no other site's.
import { indjeee } from '@journals/site-config/sites/indjeee';

export const site = indjeee;
