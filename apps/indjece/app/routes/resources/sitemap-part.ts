export { loader } from '@journals/journal-site/routes/resources/sitemap-part.ts';
