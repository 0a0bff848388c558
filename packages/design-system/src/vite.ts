// @journals/design-system/vite: the Vite plugin that gives an app its site's static styles and
// the icon sprite as content-hashed files under `<base>assets/`, and their addresses through the
// module `virtual:site-assets` ({ stylesheet, iconSprite }). The client build writes the files;
// the server build knows the same addresses (the hash is the content's); `vite dev` serves them.
import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteId } from '@journals/site-config';
import type { Plugin } from 'vite';
import { iconSprite } from './components/Icon/iconSprite.ts';
import { siteStylesheet } from './styles/siteStylesheet.ts';
import { siteTheme } from './theme/sites.ts';

export const siteAssetsModuleId = 'virtual:site-assets';
const resolvedId = `\0${siteAssetsModuleId}`;

export interface SiteAsset {
  /** Path under the build's client folder, e.g. `assets/site-indjece-1a2b3c4d.css`. */
  fileName: string;
  contentType: string;
  source: string;
}

export interface SiteAssets {
  stylesheet: SiteAsset;
  iconSprite: SiteAsset;
}

const hashOf = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 10);

const sourceDir = fileURLToPath(new URL('./', import.meta.url));

/**
 * Where the design system's static CSS lives, in the order the stylesheet takes it: the shared
 * parts first (`src/internal/**\/*.css`: the field control, the state layouts), so a component's
 * own class on the same element (`ds-search__input` on a `ds-field__control`) comes later and
 * wins; then every component (`src/components/*\/*.css`). Each group in path order.
 */
export const componentCssGlobs = ['internal/**/*.css', 'components/*/*.css'] as const;

/** The design system's CSS files (`componentCssGlobs`, in that order), as absolute paths. */
export function componentCssFiles(): string[] {
  return componentCssGlobs.flatMap((pattern) =>
    globSync(pattern, { cwd: sourceDir })
      .map((file) => file.split('\\').join('/'))
      .sort()
      .map((file) => sourceDir + file),
  );
}

/**
 * The two files of a site, named by their content. `stylesheets`: more static CSS files (a
 * site's own layout), after the design system's.
 */
export function siteAssets(site: SiteId, stylesheets: readonly string[] = []): SiteAssets {
  const sources = [...componentCssFiles(), ...stylesheets].map((file) =>
    readFileSync(file, 'utf8'),
  );
  const css = siteStylesheet(siteTheme(site), sources);
  const svg = iconSprite();
  return {
    stylesheet: {
      fileName: `assets/site-${site}-${hashOf(css)}.css`,
      contentType: 'text/css; charset=utf-8',
      source: css,
    },
    iconSprite: {
      fileName: `assets/icons-${hashOf(svg)}.svg`,
      contentType: 'image/svg+xml',
      source: svg,
    },
  };
}

export interface SiteAssetsPluginOptions {
  site: SiteId;
  /** Absolute paths of the site's own static CSS files (its layout), added to the stylesheet. */
  stylesheets?: readonly string[];
}

export function siteAssetsPlugin({ site, stylesheets = [] }: SiteAssetsPluginOptions): Plugin {
  const assets = siteAssets(site, stylesheets);
  let base = '/';
  let building = false;
  return {
    name: 'journals:site-assets',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === siteAssetsModuleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      return [
        `export const stylesheet = ${JSON.stringify(base + assets.stylesheet.fileName)};`,
        `export const iconSprite = ${JSON.stringify(base + assets.iconSprite.fileName)};`,
      ].join('\n');
    },
    buildStart() {
      // Only the browser's build writes files; the server's only needs their addresses.
      if (!building || this.environment.config.consumer !== 'client') return;
      for (const asset of Object.values(assets))
        this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const asset = Object.values(assets).find(
          (candidate) => path === base + candidate.fileName || path === `/${candidate.fileName}`,
        );
        if (!asset) return next();
        response.setHeader('Content-Type', asset.contentType);
        response.end(asset.source);
      });
    },
  };
}
