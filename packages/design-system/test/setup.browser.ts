import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { commands } from 'vitest/browser';

afterEach(async () => {
  cleanup();
  await commands.emulateReducedMotion('no-preference');
});
