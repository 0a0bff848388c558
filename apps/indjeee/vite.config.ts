import { fileURLToPath } from 'node:url';
import { journalAppViteConfig } from '@journals/journal-site/vite';
import { defineConfig } from 'vite';

export default defineConfig(
  journalAppViteConfig({ root: fileURLToPath(new URL('.', import.meta.url)), prefix: '/indjeee/' }),
);
