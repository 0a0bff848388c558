// The Markdown report of compare-snapshots: per site and address, the JSON differences and the
// screenshots that differ; then the Storybook stories; the one-line summary first.
import { describeChange, diffJson, type JsonChange, type JsonValue } from './json-diff.ts';
import { comparableRecord } from './normalize.ts';

export interface ScreenshotResult {
  /** Relative to the snapshot folders. */
  file: string;
  /** null when the file exists on one side only. */
  differingPixels: number | null;
  onlyIn?: 'before' | 'after';
  beforeSize?: string;
  afterSize?: string;
  /** The diff image, relative to the report. */
  diffFile?: string;
}

interface PageSnapshot {
  name: string;
  address?: string;
  screenshots?: Record<string, string>;
  [key: string]: JsonValue | undefined;
}

export interface SiteSnapshot {
  site: string;
  pages: PageSnapshot[];
  [key: string]: JsonValue | PageSnapshot[] | undefined;
}

export interface AddressComparison {
  name: string;
  address: string;
  /** Set when one snapshot has no such address. */
  onlyIn?: 'before' | 'after';
  changes: JsonChange[];
  screenshots: ScreenshotResult[];
}

export interface SiteComparison {
  site: string;
  changes: JsonChange[];
  addresses: AddressComparison[];
}

/** An address's record as compared: without its screenshots (compared apart), nor nonces. */
const comparable = ({ screenshots: _files, ...rest }: PageSnapshot) =>
  comparableRecord(rest as JsonValue);

/**
 * A site's two snapshots compared address by address (matched by route or failure name), each
 * record through `comparableRecord`: a snapshot taken while the sites served CSP nonces compares
 * with one of now.
 */
export function compareSite(
  site: string,
  before: SiteSnapshot | undefined,
  after: SiteSnapshot | undefined,
  screenshots: Map<string, ScreenshotResult>,
): SiteComparison {
  const { pages: beforePages = [], ...beforeRest } = before ?? { pages: [] };
  const { pages: afterPages = [], ...afterRest } = after ?? { pages: [] };
  const names = [...new Set([...beforePages, ...afterPages].map((page) => page.name))];
  const addresses = names.map((name) => {
    const a = beforePages.find((page) => page.name === name);
    const b = afterPages.find((page) => page.name === name);
    const files = new Set([
      ...Object.values(a?.screenshots ?? {}),
      ...Object.values(b?.screenshots ?? {}),
    ]);
    return {
      name,
      address: (b ?? a)?.address ?? '',
      ...(a && b ? {} : { onlyIn: a ? ('before' as const) : ('after' as const) }),
      changes: a && b ? diffJson(comparable(a), comparable(b)) : [],
      screenshots: [...files].flatMap((file) => {
        const result = screenshots.get(file);
        return result ? [result] : [];
      }),
    };
  });
  return {
    site,
    changes: diffJson(before && (beforeRest as JsonValue), after && (afterRest as JsonValue)),
    addresses,
  };
}

export const screenshotDiffers = (shot: ScreenshotResult) => shot.differingPixels !== 0;

export const addressDiffers = (address: AddressComparison) =>
  address.onlyIn !== undefined ||
  address.changes.length > 0 ||
  address.screenshots.some(screenshotDiffers);

function screenshotLine(shot: ScreenshotResult): string {
  if (shot.onlyIn) return `- screenshot \`${shot.file}\`: only ${shot.onlyIn}`;
  const size =
    shot.beforeSize !== shot.afterSize ? `, size ${shot.beforeSize} → ${shot.afterSize}` : '';
  const image = shot.diffFile ? ` ([diff](${shot.diffFile}))` : '';
  return `- screenshot \`${shot.file}\`: ${shot.differingPixels} pixels differ${size}${image}`;
}

export interface ComparisonSummary {
  addresses: number;
  addressesDiffering: number;
  screenshots: number;
  screenshotsDiffering: number;
}

export function summarize(
  sites: SiteComparison[],
  screenshots: ScreenshotResult[],
): ComparisonSummary {
  const addresses = sites.flatMap((site) => site.addresses);
  return {
    addresses: addresses.length,
    addressesDiffering: addresses.filter(addressDiffers).length,
    screenshots: screenshots.length,
    screenshotsDiffering: screenshots.filter(screenshotDiffers).length,
  };
}

export function summaryLine(summary: ComparisonSummary): string {
  return `${summary.addresses} addresses compared, ${summary.addressesDiffering} with differences, ${summary.screenshotsDiffering} screenshots differing (of ${summary.screenshots})`;
}

export function reportMarkdown(options: {
  before: string;
  after: string;
  sites: SiteComparison[];
  /** Changes of other JSON files (storybook.json), by file. */
  otherFiles: Map<string, JsonChange[]>;
  /** Screenshots that belong to no address (Storybook stories). */
  otherScreenshots: ScreenshotResult[];
  summary: ComparisonSummary;
}): string {
  const lines = [
    '# Snapshot comparison',
    '',
    `Before: \`${options.before}\`  `,
    `After: \`${options.after}\``,
    '',
    `**${summaryLine(options.summary)}**`,
    '',
  ];
  for (const site of options.sites) {
    const differing = site.addresses.filter(addressDiffers);
    lines.push(`## ${site.site}`, '');
    lines.push(`${site.addresses.length} addresses, ${differing.length} with differences.`, '');
    lines.push(...site.changes.map((change) => `- ${describeChange(change)}`));
    if (site.changes.length > 0) lines.push('');
    for (const address of differing) {
      lines.push(`### ${address.name} (\`${address.address}\`)`, '');
      if (address.onlyIn) lines.push(`- only in the ${address.onlyIn} snapshot`);
      lines.push(...address.changes.map((change) => `- ${describeChange(change)}`));
      lines.push(...address.screenshots.filter(screenshotDiffers).map(screenshotLine));
      lines.push('');
    }
  }
  const otherDiffering = options.otherScreenshots.filter(screenshotDiffers);
  if (options.otherFiles.size > 0 || options.otherScreenshots.length > 0) {
    lines.push('## Storybook and other files', '');
    lines.push(
      `${options.otherScreenshots.length} screenshots, ${otherDiffering.length} differing.`,
      '',
    );
    for (const [file, changes] of options.otherFiles) {
      if (changes.length === 0) continue;
      lines.push(
        `### \`${file}\``,
        '',
        ...changes.map((change) => `- ${describeChange(change)}`),
        '',
      );
    }
    lines.push(...otherDiffering.map(screenshotLine));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
