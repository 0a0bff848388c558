// hero-carousel.css: the carousel without its script (a row of slides that scrolls and snaps)
// and with it ([data-enhanced]: one slide at a time, fading for --hero-fade).
import { classed } from '@journals/design-system/classed';

export const Root = classed('section', 'pub-hero-carousel');

export const Slides = classed('div', 'pub-hero-carousel__slides');

export const Slide = classed('div', 'pub-hero-carousel__slide');

export const SlideText = classed('div', 'pub-hero-carousel__text');

export const SlideDescription = classed('p', 'pub-hero-carousel__description');

export const SlideImage = classed('img', 'pub-hero-carousel__image');

export const Controls = classed('div', 'pub-hero-carousel__controls');

export const Dots = classed('div', 'pub-hero-carousel__dots');

/** A slide's dot: a button with the script (Dot), a link to the slide without it (DotLink). */
export const Dot = classed('button', 'pub-hero-carousel__dot');

export const DotLink = classed('a', 'pub-hero-carousel__dot');
