export { loader } from '@journals/journal-site/routes/resources/files.ts';
