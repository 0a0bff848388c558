// A plain element with a static class of the site stylesheet, in place of a styled component for
// rules that do not vary per request (the CSS sits in the component's `.css` file, built into the
// site's content-hashed stylesheet). Props starting with `$` never reach the DOM: `modifiers`
// turns them into data attributes the CSS selects on (`data-variant="primary"`).
import { createElement } from 'react';
import type { ComponentPropsWithRef, ElementType, JSX } from 'react';

type Tag = keyof JSX.IntrinsicElements;
type Modifiers = Record<`data-${string}`, string | number | boolean | undefined>;

export type ClassedProps<T extends Tag, P extends object> = Omit<
  ComponentPropsWithRef<T>,
  keyof P
> &
  P & { as?: ElementType };

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export function classed<T extends Tag, P extends object = object>(
  tag: T,
  className: string,
  modifiers?: (props: P) => Modifiers,
) {
  function Classed(props: ClassedProps<T, P>) {
    const own: Record<string, unknown> = {};
    const dom: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) {
      if (key === 'as') continue;
      (key.startsWith('$') ? own : dom)[key] = value;
    }
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(modifiers?.(own as P) ?? {})) {
      if (value === undefined || value === false) continue;
      data[key] = value === true ? '' : String(value);
    }
    return createElement(props.as ?? tag, {
      ...dom,
      ...data,
      className: classNames(className, (props as { className?: string }).className),
    });
  }
  Classed.displayName = className;
  return Classed;
}
