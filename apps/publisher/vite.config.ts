import { siteAppViteConfig } from '@journals/site-kit/vite';
import { defineConfig } from 'vite';

export default defineConfig(siteAppViteConfig({ prefix: '/' }));
