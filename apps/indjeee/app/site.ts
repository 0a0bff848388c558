// The journal this app serves. Its facts live in @journals/site-config (sites/indjeee.ts).
import { indjeee } from '@journals/site-config';

export const site = indjeee;
