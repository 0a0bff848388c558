export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/editorial-board-member.tsx';
export { loader } from '@journals/journal-site/routes/pages/editorial-board-member.server.ts';
