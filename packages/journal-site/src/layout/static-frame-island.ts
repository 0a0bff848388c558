// What the server's and the browser's side of a static frame part share: the island's name (its
// `data-static-frame` value) and its box-less style.

/** The part of the frame an island holds. */
export type StaticFrameName = 'skip-link' | 'header' | 'side' | 'footer' | 'back-to-top';

/** display: contents: the island makes no box; the layout, sticky header and grid are unchanged. */
export const islandStyle = { display: 'contents' } as const;
