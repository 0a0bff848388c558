// LogoMarquee.css: one loop's length is --marquee-duration in the track's style.
import { classed } from '../../internal/classed.tsx';

export const Root = classed('div', 'ds-marquee');

export const Viewport = classed('div', 'ds-marquee__viewport');

export const Track = classed('div', 'ds-marquee__track');

export const LogoList = classed('ul', 'ds-marquee__logos');

export const Placeholder = classed('li', 'ds-marquee__placeholder');

export const ControlRow = classed('div', 'ds-marquee__controls');
