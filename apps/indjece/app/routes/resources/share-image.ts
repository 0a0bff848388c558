export { loader } from '@journals/journal-site/routes/resources/share-image.ts';
