export {
  default,
  meta,
  handle,
  clientLoader,
} from '@journals/journal-site/routes/papers/paper-list.tsx';
export { headers, loader } from '@journals/journal-site/routes/papers/paper-list.server.ts';
