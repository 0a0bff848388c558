import { siteAppViteConfig } from '@journals/site-kit/build/vite';
import { defineConfig } from 'vite';

export default defineConfig(siteAppViteConfig({ prefix: '/' }));
