export { default, meta } from '@journals/journal-site/routes/papers/archives.tsx';
export { headers, loader } from '@journals/journal-site/routes/papers/archives.server.ts';
