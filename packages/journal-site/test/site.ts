import { indjece } from '@journals/site-config';

export const site = indjece;
