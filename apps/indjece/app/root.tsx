export {
  default,
  meta,
  links,
  ErrorBoundary,
  Layout,
  handle,
  shouldRevalidate,
} from '@journals/journal-site/root';
export { headers, loader, middleware } from '@journals/journal-site/root.server';
