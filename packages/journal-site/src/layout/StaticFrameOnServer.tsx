// The server's side of a static frame part (StaticFrame.tsx): the part as server HTML rendered
// once per site, settings and address class, and reused by every page
// (@journals/ssr/cached-site-part): the frame is the same on every page but for the aria-current
// of its menus, and rendering it was about two thirds of a page's rendering time. The part is
// rendered on a root of its own, so it reads its settings from its props (FrameSettings), not
// from the route's loader data.
import { useDocumentHydrates } from '@journals/site-kit/ui/document/hydration';
import { CachedSitePart } from '@journals/ssr/cached-site-part';
import type { ReactNode } from 'react';
import { site } from 'journal-site:config';
import { useFrameSettings, type FrameSettings } from './journal-settings.ts';
import { islandStyle, type StaticFrameName } from './static-frame-island.ts';

/** A part of the frame from the settings the server runs with. */
export type FramePart = (settings: FrameSettings) => ReactNode;

/** The frame's part as the page renders it: wrapped in its island on a page that hydrates. */
export function StaticFrameOnServer({ name, part }: { name: StaticFrameName; part: FramePart }) {
  const settings = useFrameSettings();
  const hydrates = useDocumentHydrates();
  const fragment = (
    <CachedSitePart site={site.id} name={name} settingsKey={settings.key}>
      {part(settings)}
    </CachedSitePart>
  );
  if (!hydrates) return fragment;
  return (
    <div data-static-frame={name} style={islandStyle}>
      {fragment}
    </div>
  );
}
