export { default, meta } from '@journals/journal-site/routes/papers/conference.tsx';
export { headers, loader } from '@journals/journal-site/routes/papers/conference.server.ts';
