// @journals/design-system/testing: helpers for tests of components built on the design system.
export { TestProviders, renderWithProviders } from './render.tsx';
export type { ProviderOptions } from './render.tsx';
export { createManualTimers } from './manual-timers.ts';
export type { ManualTimers } from './manual-timers.ts';
