// Storybook config of the per-theme test runs: the main config, limited to the stories that show
// the theme on many components (Foundations). Used only by the storybook-<site> Vitest projects.
import type { StorybookConfig } from '@storybook/react-vite';
import base from '../main.ts';

const config: StorybookConfig = { ...base, stories: ['../../src/foundations/*.stories.tsx'] };

export default config;
