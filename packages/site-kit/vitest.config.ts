import { jsdomPreset } from '@journals/vitest-config';

export default jsdomPreset;
