import { siteAppViteConfig } from '@journals/site-kit/build-time/vite';
import { defineConfig } from 'vite';

export default defineConfig(siteAppViteConfig({ prefix: '/' }));
