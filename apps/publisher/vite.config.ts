import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contactStylesheet } from '@journals/site-kit/contact/stylesheet';
import { siteAppViteConfig } from '@journals/site-kit/vite';
import { defineConfig } from 'vite';

// The publisher's static CSS (every app/**/*.css, in path order) and the contact form's go into
// the site stylesheet.
const appDir = fileURLToPath(new URL('./app/', import.meta.url));
const stylesheets = [
  ...globSync('**/*.css', { cwd: appDir })
    .map((file) => file.split('\\').join('/'))
    .sort()
    .map((file) => appDir + file),
  contactStylesheet,
];

export default defineConfig(siteAppViteConfig({ prefix: '/', stylesheets }));
