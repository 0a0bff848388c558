import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteAppViteConfig } from '@journals/site-kit/vite';
import { defineConfig } from 'vite';

// The publisher frame's static CSS (app/layout/*.css) goes into the site stylesheet.
const layoutDir = fileURLToPath(new URL('./app/layout/', import.meta.url));
const stylesheets = globSync('*.css', { cwd: layoutDir })
  .sort()
  .map((file) => layoutDir + file);

export default defineConfig(siteAppViteConfig({ prefix: '/', stylesheets }));
