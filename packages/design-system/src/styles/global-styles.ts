// Document-wide base styles: box model, body type and colours, focus ring, media defaults. Static
// CSS on the site stylesheet's custom properties, shipped in that stylesheet (not by
// styled-components on every page).
import { cssVariableName } from '../theme/css-variables.ts';

const v = (group: Parameters<typeof cssVariableName>[0], token: string) =>
  `var(${cssVariableName(group, token)})`;

export const globalStyles = `
*, *::before, *::after { box-sizing: border-box; }

html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  scroll-padding-top: 5rem;
}

body {
  margin: 0;
  min-width: 320px;
  background: ${v('color', 'background')};
  color: ${v('color', 'text')};
  font-family: ${v('font', 'body')};
  font-size: ${v('fontSize', 'md')};
  line-height: ${v('lineHeight', 'normal')};
  /* A word longer than its line (an address, a name from the API) breaks rather than widening
     the page. */
  overflow-wrap: break-word;
  -webkit-font-smoothing: antialiased;
}

h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }

img, svg, video { max-width: 100%; height: auto; }
img { display: block; }

input, button, textarea, select { font: inherit; color: inherit; }

a { color: ${v('color', 'link')}; }

:focus-visible {
  outline: 3px solid ${v('color', 'focus')};
  outline-offset: 2px;
}

[hidden] { display: none !important; }

@media (prefers-reduced-motion: reduce) {
  html { scroll-behavior: auto; }
}
`;
