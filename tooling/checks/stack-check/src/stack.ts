// The stack the teams fixed: what every branch of the repository must keep holding.

/** The eleven packages of the stack. */
export const stackPackages = [
  'turbo',
  'pnpm',
  'react',
  'react-dom',
  'react-router',
  'vite',
  '@tanstack/react-query',
  'styled-components',
  'storybook',
  'vitest',
  'playwright',
] as const;

/** The ones the sites run in readers' browsers and on their servers: shipped code imports them. */
export const runtimePackages = [
  'react',
  'react-dom',
  'react-router',
  'styled-components',
  '@tanstack/react-query',
] as const;

/** The base every workspace tsconfig extends, at the repository's root. */
export const baseTsconfig = 'tsconfig.base.json';

/** The repository's top level: files and folders. */
export const topLevelFiles = ['package.json', 'pnpm-workspace.yaml', 'turbo.json', baseTsconfig];
export const topLevelFolders = ['apps', 'packages', 'tooling', '.changeset'];
