export {
  default,
  meta,
  links,
  ErrorBoundary,
  Layout,
  shouldRevalidate,
} from '@journals/journal-site/root';
export { headers, loader } from '@journals/journal-site/root.server';
