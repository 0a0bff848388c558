export {
  default,
  ErrorBoundary,
  Layout,
  links,
  meta,
  shouldRevalidate,
} from '@journals/journal-site/root';
export { loader } from '@journals/journal-site/root.server';
