export { default, meta } from '@journals/journal-site/routes/papers/current-issue.tsx';
export { headers, loader } from '@journals/journal-site/routes/papers/current-issue.server.ts';
