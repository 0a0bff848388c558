// A story whose time moves only when its play function says so: a fresh manual clock before each
// run, given to the story's components through TimersProvider.
import type { Decorator } from '@storybook/react-vite';
import { TimersProvider } from '../internal/timers.tsx';
import { createManualTimers, type ManualTimers } from './manual-timers.ts';

export function manualClockStory(): {
  /** The clock of the story's current run. */
  clock: () => ManualTimers;
  beforeEach: () => void;
  decorators: Decorator[];
} {
  let clock = createManualTimers();
  return {
    clock: () => clock,
    beforeEach: () => {
      clock = createManualTimers();
    },
    decorators: [
      (Story) => (
        <TimersProvider timers={clock}>
          <Story />
        </TimersProvider>
      ),
    ],
  };
}
