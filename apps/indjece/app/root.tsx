export { default, Layout, links } from '@journals/journal-site/root';
