export { action, loader } from '@journals/journal-site/routes/resources/api.ts';
