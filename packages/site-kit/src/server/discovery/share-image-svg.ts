// The share image of a site (Open Graph, Twitter cards) as SVG: 1200 x 630, the site's brand
// colours, its acronym and title, and for a journal its ISSNs. share-image.server.ts renders it
// to PNG, which is what social networks show.
import { siteTheme } from '@journals/design-system/site-themes';
import type { SiteConfig } from '@journals/site-config';
import { xmlText } from './xml.ts';

export const shareImageSize = { width: 1200, height: 630 } as const;

/** Lines of at most `width` characters, cut at spaces; at most `lines` lines (the last ends in …). */
export function wrapText(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      result.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) result.push(line);
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]}…`;
  return kept;
}

function subtitle(site: SiteConfig): string {
  if (site.kind === 'journal') {
    return `ISSN ${site.journal.issn} · e-ISSN ${site.journal.eIssn} · Open access, peer reviewed`;
  }
  return 'Open-access, peer-reviewed academic journals';
}

export function shareImageSvg(site: SiteConfig): string {
  const { brand, brandStrong } = siteTheme(site.id).color;
  const { width, height } = shareImageSize;
  const title = site.kind === 'journal' ? site.names.title : site.names.title.replace(/:.*$/, '');
  const titleLines = wrapText(title, 34, 3);
  const titleText = titleLines
    .map(
      (line, index) =>
        `<text x="80" y="${300 + index * 72}" font-size="60" font-weight="700">${xmlText(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${brand}"/><stop offset="1" stop-color="${brandStrong}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<rect x="80" y="96" width="120" height="8" fill="#ffffff" opacity="0.7"/>`,
    `<g fill="#ffffff" font-family="Inter">`,
    `<text x="80" y="190" font-size="84" font-weight="700">${xmlText(site.names.acronym)}</text>`,
    titleText,
    `<text x="80" y="${300 + titleLines.length * 72 + 40}" font-size="30" font-weight="400" opacity="0.9">${xmlText(subtitle(site))}</text>`,
    `<text x="80" y="570" font-size="30" font-weight="700" opacity="0.9">${xmlText(site.names.publisher)}</text>`,
    '</g></svg>',
  ].join('');
}
