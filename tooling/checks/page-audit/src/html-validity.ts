// The W3C Nu HTML Checker (vnu-jar, on the machine's Java) over served pages: every error it
// reports, as `<address>: <message> [<extract>]`. The pages are written to a folder and checked in
// one run of the checker (one Java start for hundreds of pages).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The checker, as the vnu-jar package ships it. */
const vnuJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

export interface ServedPage {
  /** Where the page was served, for the report: '/indjece/FAQs'. */
  address: string;
  html: string;
}

/**
 * The checker's CSS validator predates CSS anchor positioning and scroll-driven animations, and
 * calls their properties and values unknown. Those messages, and only those, are set aside.
 */
export const newerCssMessages: readonly RegExp[] = [
  /^CSS: “(anchor-name|position-anchor|position-try-fallbacks|position-area)”: Property “\1” doesn't exist\.$/,
  /^CSS: “(top|right|bottom|left|inset|inset-block|inset-inline)”: “anchor\([a-z-]+\)” is not a “\1” value\.$/,
  /^CSS: “(animation-timeline|animation-range|scroll-timeline|view-timeline)”: Property “\1” doesn't exist\.$/,
];

const report = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      subType: z.string().optional(),
      url: z.string().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

function runChecker(folder: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      [
        // The schema needs a deep stack; a short run gains from the quick compiler and a
        // parallel collector (a third less time over the sites' pages than the defaults).
        '-Xss8m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseParallelGC',
        '-Xmx1g',
        '-jar',
        vnuJar,
        '--errors-only',
        // Language detection only ever warns, and every page declares its language.
        '--no-langdetect',
        '--format',
        'json',
        folder,
      ],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // The checker writes its JSON report to standard error and exits 1 when it found errors.
        if (stderr.trim().startsWith('{')) resolve(stderr);
        else reject(error ?? new Error(`The Nu HTML Checker gave no report: ${stderr}`));
      },
    );
  });
}

/** Every error the Nu HTML Checker finds in the pages, but the newer-CSS messages set aside. */
export async function htmlErrors(pages: readonly ServedPage[]): Promise<string[]> {
  if (pages.length === 0) return [];
  const folder = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      pages.map(async (page, index) => {
        const file = path.join(folder, `page-${index}.html`);
        files.set(`file:${file}`, page.address);
        await writeFile(file, page.html);
      }),
    );
    const { messages } = report.parse(JSON.parse(await runChecker(folder)));
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !newerCssMessages.some((aside) => aside.test(message.message)))
      .map((message) => {
        const address = files.get(message.url ?? '') ?? message.url ?? '(no address)';
        const extract = message.extract?.replace(/\s+/g, ' ').trim();
        return `${address}: ${message.message}${extract ? ` [${extract}]` : ''}`;
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
