import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each list waits for the reference server and renders a full screen in jsdom: on a busy machine
// (every package's tests at once) that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
