// The hero carousel's enhancement script (`@journals/design-system/hero-carousel/enhance`, named
// by a route's handle.enhance as a `?enhance` import; docs/adr/014-hydration-per-route.md): it
// makes the server HTML of HeroCarousel.tsx a slideshow without React. Standalone: it imports
// nothing (the ?enhance build refuses imports). The markup it works on:
//   <section data-carousel data-interval="5000" data-fade="300">
//     <div data-carousel-slides>  the slides, each [data-slide] (the first [data-current])
//     <nav data-carousel-links>   links to each slide, for a page without script
//     <div data-carousel-controls hidden>
//       <button data-carousel-toggle>  (labels and icons [data-when="playing"|"paused"])
//       <button data-carousel-step="-1">, the dots [data-carousel-dot], <button data-carousel-step="1">
// Without a script the slides are a row that scrolls sideways (scroll-snap) with the links. This
// script marks the carousel [data-enhanced] (the slides then share one place, only the current
// one visible, data-current), hides the links, reveals the controls and shows the slides in turn
// (spec: every 5 s, fading out for the last 300 ms, data-phase="fading"). It stands still while
// paused (the button), while a mouse rests on it, while focus is on a slide, and, until the reader
// presses Play, under prefers-reduced-motion; aria-live is "polite" whenever it stands still.
// Rendered by React in the browser (a page that hydrates, a client navigation, Storybook)
// HeroCarousel.tsx runs the same function on its markup; the automatic run below is only for the
// page that does not hydrate.

/** Spec: the hero advances every 5 seconds, fading out for 300 ms before each swap. */
export const carouselIntervalMs = 5000;
export const carouselFadeMs = 300;

const slideSelector = '[data-slide]';

/** Makes the carousel under `root` run; returns what stops it (timers and listeners). */
export function enhanceHeroCarousel(root: HTMLElement): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>(slideSelector)];
  const region = root.querySelector<HTMLElement>('[data-carousel-slides]');
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]');
  const toggle = root.querySelector<HTMLElement>('[data-carousel-toggle]');
  const dots = [...root.querySelectorAll<HTMLElement>('[data-carousel-dot]')];
  const count = slides.length;
  if (count < 2 || !region || !controls || !toggle || root.dataset.enhanced !== undefined)
    return () => {};
  const interval = Number(root.dataset.interval) || carouselIntervalMs;
  const fadeMs = Number(root.dataset.fade ?? carouselFadeMs);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');

  let index = Math.max(
    0,
    slides.findIndex((slide) => slide.dataset.current !== undefined),
  );
  // 'auto' rotates unless the reader prefers reduced motion; the button makes an explicit choice.
  let choice: 'auto' | 'play' | 'pause' = 'auto';
  let hovered = false;
  let focusedOnSlide = false;
  let rotating: boolean | undefined;
  let timers: ReturnType<typeof setTimeout>[] = [];

  const playing = () => choice === 'play' || (choice === 'auto' && !reducedMotion?.matches);

  const show = (to: number, automatic: boolean) => {
    index = (to + count) % count;
    slides.forEach((slide, i) => {
      slide.toggleAttribute('data-current', i === index);
      slide.toggleAttribute('data-entering', i === index && automatic);
      if (i === index) slide.dataset.phase = 'shown';
      else delete slide.dataset.phase;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  /** Brings the attributes up to date; restarts the slide's time when it changed or rotation did. */
  const update = (slideChanged: boolean) => {
    const wasRotating = rotating;
    rotating = playing() && !hovered && !focusedOnSlide;
    root.dataset.playing = String(playing());
    region.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (!slideChanged && rotating === wasRotating) return;
    timers.forEach(clearTimeout);
    timers = [];
    const current = slides[index];
    if (current) current.dataset.phase = 'shown';
    if (!rotating) return;
    const fade = reducedMotion?.matches ? 0 : Math.min(fadeMs, interval);
    timers = [
      setTimeout(() => {
        if (current) current.dataset.phase = 'fading';
      }, interval - fade),
      setTimeout(() => {
        show(index + 1, true);
        update(true);
      }, interval),
    ];
  };

  const choose = (to: number) => {
    show(to, false);
    update(true);
  };

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button');
    if (!button || !controls.contains(button)) return;
    if (button === toggle) {
      choice = playing() ? 'pause' : 'play';
      update(false);
    } else if (button.dataset.carouselStep) {
      choose(index + Number(button.dataset.carouselStep));
    } else if (dots.includes(button)) {
      choose(dots.indexOf(button));
    }
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    update(false);
  };
  const onPointerLeave = () => {
    hovered = false;
    update(false);
  };
  const onFocusIn = (event: FocusEvent) => {
    focusedOnSlide = !(event.target instanceof Element && controls.contains(event.target));
    update(false);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    focusedOnSlide = false;
    update(false);
  };
  const onMotionPreference = () => update(false);

  root.addEventListener('click', onClick);
  root.addEventListener('pointerenter', onPointerEnter);
  root.addEventListener('pointerleave', onPointerLeave);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  reducedMotion?.addEventListener?.('change', onMotionPreference);

  root.dataset.enhanced = '';
  for (const links of root.querySelectorAll<HTMLElement>('[data-carousel-links]'))
    links.hidden = true;
  controls.hidden = false;
  show(index, false);
  update(true);

  return () => {
    timers.forEach(clearTimeout);
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerenter', onPointerEnter);
    root.removeEventListener('pointerleave', onPointerLeave);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    reducedMotion?.removeEventListener?.('change', onMotionPreference);
    delete root.dataset.enhanced;
  };
}

// The page that does not hydrate: every carousel of the server HTML. In the app, React runs it.
if (typeof document !== 'undefined' && !('__reactRouterContext' in window))
  for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]'))
    enhanceHeroCarousel(carousel);
