import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { commands } from 'vitest/browser';

// Tell React that tests drive it through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy and waitFor give a busy CI machine five seconds, not one.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  await commands.emulateReducedMotion('no-preference');
});
