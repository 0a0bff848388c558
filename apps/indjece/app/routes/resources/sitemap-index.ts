export { loader } from '@journals/journal-site/routes/resources/sitemap-index.ts';
