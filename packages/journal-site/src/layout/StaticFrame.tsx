/// <reference types="vite/client" />
// A part of the page frame (skip link, header, side column, footer, back-to-top button) that the
// browser never hydrates (docs/adr/018-static-frame-on-hydrating-pages.md). The frame works
// without a script (popover menus, <details>, links), so on a page that hydrates it stays the
// server's HTML: its components, their styles and their data are not in the client bundle, and
// hydration skips them.
//
// - On the server (StaticFrameOnServer.tsx), a page that does not hydrate gets the children as
//   they are (no wrapper); a page that hydrates gets them inside one <div
//   data-static-frame="name"> with display: contents, which makes no box (the layout, the sticky
//   header and the grid are unchanged). Either way their HTML is rendered once and reused.
// - In the browser the same <div> holds the server's HTML through dangerouslySetInnerHTML:
//   React keeps the element, does not hydrate its children and never rewrites them (the HTML
//   is read once from the document, so a remount, such as the root's error boundary, puts the
//   same frame back).
import { islandStyle, type StaticFrameName } from './static-frame-island.ts';
import { StaticFrameOnServer, type FramePart } from './StaticFrameOnServer.tsx';

/**
 * Whether this build renders the frame's components: the server build, and the unit tests (which
 * render the layout as the server does). false in the client build: Vite replaces both values, so
 * the bundler drops the branch that uses the frame's components. A module that imports them
 * writes the same condition out itself (an imported constant does not let the bundler drop
 * their modules).
 */
const rendersFrame: boolean = import.meta.env.SSR || import.meta.env.MODE === 'test';

const serverHtml = new Map<StaticFrameName, string>();

/** The server's HTML of an island, read from the document the first time it is asked for. */
function islandHtml(name: StaticFrameName): string {
  let html = serverHtml.get(name);
  if (html === undefined) {
    html = document.querySelector(`[data-static-frame="${name}"]`)?.innerHTML ?? '';
    serverHtml.set(name, html);
  }
  return html;
}

/** The browser's shape: the same element, keeping the server's HTML as it is. */
export function StaticFrameInBrowser({ name }: { name: StaticFrameName }) {
  return (
    <div
      data-static-frame={name}
      style={islandStyle}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: islandHtml(name) }}
    />
  );
}

/**
 * A part of the frame, server-rendered only. Give the part only under the same build-time
 * condition (`part={rendersFrame ? (settings) => <Header {...settings} /> : null}`), so the
 * client build drops its components.
 */
export function StaticFrame({ name, part }: { name: StaticFrameName; part: FramePart | null }) {
  return rendersFrame && part ? (
    <StaticFrameOnServer name={name} part={part} />
  ) : (
    <StaticFrameInBrowser name={name} />
  );
}
