export { default, meta } from '@journals/journal-site/routes/home.tsx';
