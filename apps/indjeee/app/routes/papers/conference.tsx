export { default, meta } from '@journals/journal-site/routes/papers/conference.tsx';
export { loader } from '@journals/journal-site/routes/papers/conference.server.ts';
