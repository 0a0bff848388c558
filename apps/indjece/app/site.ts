// The journal this app serves. Its facts live in @journals/site-config (sites/indjece.ts), imported
// alone: the app's client chunks carry its own config, no other site's.
import { indjece } from '@journals/site-config/sites/indjece';

export const site = indjece;
