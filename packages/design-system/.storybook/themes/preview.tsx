export { default } from '../preview.tsx';
