import { jsdomPreset } from '@journals/vitest-config';
import { mergeConfig } from 'vitest/config';
import { base64Files } from './src/build-time/vite-base64.ts';

// `?base64` imports (the share image's renderer and fonts) load as in the apps' builds.
export default mergeConfig(jsdomPreset, { plugins: [base64Files()] });
