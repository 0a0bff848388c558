import { nodePreset } from '@journals/vitest-config';

// The discovery code takes its journal as an argument and its tests name theirs, so they run once,
// in Node, not once per journal as journal-site's do. Some start the reference API
// (@journals/journal-api).
export default nodePreset;
