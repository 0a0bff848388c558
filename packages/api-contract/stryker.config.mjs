// Mutation testing of the schemas, normalizers and sanitizers
// (`pnpm --filter @journals/api-contract test:mutation`).
import { strykerPreset } from '@journals/vitest-config/stryker';

export default strykerPreset({ mutate: ['src/**/*.ts'] });
