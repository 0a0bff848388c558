import { jsdomPreset } from '@journals/vitest-config';
import { mergeConfig } from 'vitest/config';

// Unit tests (test/): the home's enhancement scripts on the markup its components render.
export default mergeConfig(jsdomPreset, {});
