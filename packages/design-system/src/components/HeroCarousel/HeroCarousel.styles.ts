// HeroCarousel.css: a slide's fade length is --carousel-fade in its style, the fade-in after an
// automatic swap its data-animate.
import { classed } from '../../internal/classed.tsx';

export const Root = classed('section', 'ds-carousel');

export const Slides = classed('div', 'ds-carousel__slides');

export const Slide = classed<'div', { $animate: boolean }>(
  'div',
  'ds-carousel__slide',
  ({ $animate }) => ({ 'data-animate': $animate }),
);

export const SlideText = classed('div', 'ds-carousel__text');

export const SlideDescription = classed('p', 'ds-carousel__description');

export const SlideImage = classed('img', 'ds-carousel__image');

export const Controls = classed('div', 'ds-carousel__controls');

export const Dots = classed('div', 'ds-carousel__dots');

export const Dot = classed('button', 'ds-carousel__dot');
