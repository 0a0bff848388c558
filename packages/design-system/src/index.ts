// @journals/design-system: tokens, site themes and components.
export * from './tokens/index.ts';
export * from './theme/index.ts';
export { Button } from './components/Button/Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button.tsx';
export { Pager } from './components/Pager/Pager.tsx';
export type { PagerProps } from './components/Pager/Pager.tsx';
export { pagerWindow } from './components/Pager/pagerWindow.ts';
export { Stack } from './components/Stack/Stack.tsx';
export type { StackProps } from './components/Stack/Stack.tsx';
