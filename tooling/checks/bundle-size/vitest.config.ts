import { nodePreset } from '@journals/vitest-config';

export default nodePreset;
