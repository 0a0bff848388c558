export { default, streamTimeout, handleError } from '@journals/ssr/entry-server';
