// Mutation testing of the model (`pnpm --filter @journals/paper-list test:mutation`): its rules
// are killed by the model's own tests in Node (vitest.model.config.ts); the screen's tests are
// not run.
import { strykerPreset } from '@journals/vitest-config/stryker';

export default strykerPreset({
  mutate: ['src/model/**/*.ts'],
  vitestConfig: 'vitest.model.config.ts',
  // Forked processes: the tests' time zone (env TZ) does not reach a worker thread.
  pool: 'forks',
});
