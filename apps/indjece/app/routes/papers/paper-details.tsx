export {
  default,
  meta,
  handle,
  shouldRevalidate,
} from '@journals/journal-site/routes/papers/paper-details.tsx';
export { headers, loader } from '@journals/journal-site/routes/papers/paper-details.server.ts';
