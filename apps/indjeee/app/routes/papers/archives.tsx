export { default, meta } from '@journals/journal-site/routes/papers/archives.tsx';
export { loader } from '@journals/journal-site/routes/papers/archives.server.ts';
