export { default, meta } from '@journals/journal-site/routes/papers/current-issue.tsx';
export { loader } from '@journals/journal-site/routes/papers/current-issue.server.ts';
