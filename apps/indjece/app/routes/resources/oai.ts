export { action, loader } from '@journals/journal-site/routes/resources/oai.ts';
