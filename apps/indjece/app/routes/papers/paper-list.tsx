export { default, meta, clientLoader } from '@journals/journal-site/routes/papers/paper-list.tsx';
export { loader } from '@journals/journal-site/routes/papers/paper-list.server.ts';
