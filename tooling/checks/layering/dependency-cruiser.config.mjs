// dependency-cruiser's configuration for `pnpm lint` (the root's check:layers, run from the
// repository's root): the layers, the rules and the options are in src/layers.ts.
import { cruiseOptions, forbiddenRules } from './src/layers.ts';

export default { forbidden: forbiddenRules(), options: cruiseOptions };
