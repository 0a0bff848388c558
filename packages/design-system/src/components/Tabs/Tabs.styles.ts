// Tabs.css: the tab buttons and the tab links share one class.
import { createElement } from 'react';
import { classed, classNames } from '../../internal/classed.tsx';
import { SmartAnchor } from '../../internal/SmartAnchor.tsx';
import type { SmartAnchorProps } from '../../internal/SmartAnchor.tsx';

const tabClass = 'ds-tabs__tab';

export const Root = classed('div', 'ds-tabs');

export const TabList = classed('div', 'ds-tabs__list');

export const Tab = classed('button', tabClass);

/** A tab as a link to the address that selects it (before the script runs). */
export function TabLink({ className, ...rest }: SmartAnchorProps) {
  return createElement(SmartAnchor, { className: classNames(tabClass, className), ...rest });
}

/** The list of tab links: the tab bar's look, as a plain list. */
export const TabLinkList = classed('ul', 'ds-tabs__link-list');

export const Panel = classed('div', 'ds-tabs__panel');
