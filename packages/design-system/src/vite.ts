// @journals/design-system/vite: the Vite plugin that gives an app its site's stylesheet (its
// tokens as custom properties and the global styles) and the icon sprite as content-hashed files under `<base>assets/`, and their addresses through the
// module `virtual:site-assets` ({ stylesheet, iconSprite }). The client build writes the files;
// the server build knows the same addresses (the hash is the content's); `vite dev` serves them.
import { createHash } from 'node:crypto';
import type { SiteId } from '@journals/site-config';
import type { Plugin } from 'vite';
import { iconSprite } from './components/Icon/icon-sprite.ts';
import { siteStylesheet } from './styles/site-stylesheet.ts';
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

/** The two files of a site, named by their content. */
export function siteAssets(site: SiteId): SiteAssets {
  const css = siteStylesheet(siteTheme(site));
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
}

export function siteAssetsPlugin({ site }: SiteAssetsPluginOptions): Plugin {
  const assets = siteAssets(site);
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
