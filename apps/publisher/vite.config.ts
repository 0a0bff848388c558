import { siteKitStylesheets } from '@journals/site-kit/stylesheets';
import { siteAppViteConfig } from '@journals/site-kit/vite';
import { defineConfig } from 'vite';

// The static CSS of the site stylesheet, after the design system's: site-kit's (the content
// pages' heading and blocks, the contact form). The publisher's own rules are styled components.
export default defineConfig(siteAppViteConfig({ prefix: '/', stylesheets: siteKitStylesheets }));
