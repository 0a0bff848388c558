import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteKitStylesheets } from '@journals/site-kit/stylesheets';
import { siteAppViteConfig } from '@journals/site-kit/vite';
import { defineConfig } from 'vite';

// The static CSS of the site stylesheet, after the design system's: site-kit's (the content
// pages' heading and blocks), then the publisher frame's (app/layout/*.css).
const layoutDir = fileURLToPath(new URL('./app/layout/', import.meta.url));
const layoutStylesheets = globSync('*.css', { cwd: layoutDir })
  .sort()
  .map((file) => layoutDir + file);

export default defineConfig(
  siteAppViteConfig({ prefix: '/', stylesheets: [...siteKitStylesheets, ...layoutStylesheets] }),
);
