export { default, meta } from '@journals/journal-site/routes/pages/home.tsx';
