// Mutation testing of the client (`pnpm --filter @journals/api-client test:mutation`).
import { strykerPreset } from '@journals/vitest-config/stryker';

export default strykerPreset({ mutate: ['src/**/*.ts'] });
