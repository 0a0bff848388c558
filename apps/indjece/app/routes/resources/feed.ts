export { loader } from '@journals/journal-site/routes/resources/feed.ts';
