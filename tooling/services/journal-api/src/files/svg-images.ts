// Images the server draws itself: indexing-partner logos, board member portraits (initials)
// and blog covers. Every text is XML-escaped.

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">\n<title>${escapeXml(label)}</title>\n${body}\n</svg>\n`;
}

const sansSerif = 'font-family="Helvetica, Arial, sans-serif"';

/** A 240x80 logo: a coloured emblem with the partner's mark beside it. */
export function logoSvg(name: string, mark: string, colour: string): string {
  const safeColour = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#333333';
  const size = mark.length > 8 ? 20 : 26;
  return svg(
    240,
    80,
    name,
    [
      `<rect width="240" height="80" rx="10" fill="#ffffff"/>`,
      `<circle cx="40" cy="40" r="24" fill="${safeColour}"/>`,
      `<path d="M28 46 L40 26 L52 46 Z" fill="#ffffff" opacity="0.9"/>`,
      `<text x="76" y="49" ${sansSerif} font-size="${size}" font-weight="700" fill="${safeColour}">${escapeXml(mark)}</text>`,
    ].join('\n'),
  );
}

function initials(name: string): string {
  const words = name
    .replace(/^Dr\.\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** A 256x256 portrait placeholder with the member's initials. */
export function portraitSvg(name: string): string {
  const h = hue(name);
  return svg(
    256,
    256,
    name,
    [
      `<rect width="256" height="256" fill="hsl(${h}, 45%, 88%)"/>`,
      `<circle cx="128" cy="104" r="52" fill="hsl(${h}, 40%, 62%)"/>`,
      `<path d="M40 256 C40 180 216 180 216 256 Z" fill="hsl(${h}, 40%, 62%)"/>`,
      `<text x="128" y="122" text-anchor="middle" ${sansSerif} font-size="48" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`,
    ].join('\n'),
  );
}

/** A 1200x630 blog cover: a gradient with the title over it. */
export function blogCoverSvg(title: string, tags: readonly string[]): string {
  const h = hue(title);
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 32)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const titleLines = lines
    .slice(0, 4)
    .map(
      (line, index) =>
        `<text x="80" y="${250 + index * 72}" ${sansSerif} font-size="56" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    );
  return svg(
    1200,
    630,
    title,
    [
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h}, 60%, 32%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360}, 60%, 48%)"/></linearGradient></defs>`,
      `<rect width="1200" height="630" fill="url(#g)"/>`,
      `<text x="80" y="150" ${sansSerif} font-size="28" fill="#ffffff" opacity="0.85">${escapeXml(tags.join(' · '))}</text>`,
      ...titleLines,
    ].join('\n'),
  );
}
