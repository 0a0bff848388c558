export { loader } from '@journals/journal-site/routes/resources/robots.ts';
