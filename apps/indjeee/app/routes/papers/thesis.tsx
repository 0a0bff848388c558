export { default, meta } from '@journals/journal-site/routes/papers/thesis.tsx';
export { headers, loader } from '@journals/journal-site/routes/papers/thesis.server.ts';
