export { loader } from '@journals/journal-site/routes/resources/cite.ts';
