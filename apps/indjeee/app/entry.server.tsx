export { default, streamTimeout } from '@journals/ssr/entry-server';
