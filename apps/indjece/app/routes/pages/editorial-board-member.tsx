export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/editorial-board-member.tsx';
export {
  headers,
  loader,
} from '@journals/journal-site/routes/pages/editorial-board-member.server.ts';
