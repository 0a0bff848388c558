// The icon sprite: one SVG document with a <symbol id="name"> per icon, each carrying its own
// paint (currentColor). Apps serve it as a content-hashed file (../../vite.ts); Storybook and
// tests put it in the page (InlineIconSprite).
import { icons } from './icons.ts';
import type { IconDrawing } from './icons.ts';

function paint(drawing: IconDrawing): string {
  return drawing.fill
    ? 'fill="currentColor" stroke="none"'
    : 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
}

/** Every icon as a `<symbol>`, without the surrounding `<svg>`. */
export function iconSymbols(): string {
  return Object.entries(icons as Record<string, IconDrawing>)
    .map(
      ([name, drawing]) =>
        `<symbol id="${name}" viewBox="0 0 24 24"><g ${paint(drawing)}>${drawing.paths
          .map((d) => `<path d="${d}"/>`)
          .join('')}</g></symbol>`,
    )
    .join('');
}

/** The sprite file. */
export function iconSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${iconSymbols()}</svg>\n`;
}
