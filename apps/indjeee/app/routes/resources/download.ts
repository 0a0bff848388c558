export { loader } from '@journals/journal-site/routes/resources/download.ts';
