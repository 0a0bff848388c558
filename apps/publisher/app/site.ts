// The site this app serves. Its facts live in @journals/site-config (sites/publisher.ts).
import { publisher } from '@journals/site-config';

export const site = publisher;
