// partner-strip.css: the strip scrolls by CSS alone (one loop in 40 s), paused by the pointer,
// focus or the Pause checkbox, still under prefers-reduced-motion.
import { classed } from '@journals/design-system/classed';

export const Strip = classed('div', 'pub-partner-strip');

export const Viewport = classed('div', 'pub-partner-strip__viewport');

export const Track = classed('div', 'pub-partner-strip__track');

export const LogoList = classed('ul', 'pub-partner-strip__logos');

export const PauseControl = classed('label', 'pub-partner-strip__pause');
