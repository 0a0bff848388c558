export { default, meta } from '@journals/journal-site/routes/papers/publications.tsx';
export { headers, loader } from '@journals/journal-site/routes/papers/publications.server.ts';
