export {
  default,
  meta,
  links,
  ErrorBoundary,
  Layout,
  shouldRevalidate,
} from '@journals/journal-site/root';
export { loader, middleware } from '@journals/journal-site/root.server';
