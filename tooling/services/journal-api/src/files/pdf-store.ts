// PDFs are rendered on first request and kept on disk under <dataDir>/files.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PdfContent } from './pdf/render-pdf.ts';
import { renderPdf } from './pdf/render-pdf.ts';

export const fileCacheFolder = 'files';

export interface PdfStore {
  /** The PDF stored under `key` (e.g. 'indjece/papers/12'), rendered from `content()` if new. */
  get(key: string, content: () => PdfContent): Promise<Buffer>;
}

export function createPdfStore(dataDir: string): PdfStore {
  const root = join(dataDir, fileCacheFolder);
  const rendering = new Map<string, Promise<Buffer>>();

  async function renderAndStore(file: string, content: () => PdfContent): Promise<Buffer> {
    const bytes = Buffer.from(await renderPdf(content()));
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file).catch(async (error: unknown) => {
      await rm(temporary, { force: true });
      throw error;
    });
    return bytes;
  }

  return {
    async get(key, content) {
      const file = join(root, `${key}.pdf`);
      try {
        return await readFile(file);
      } catch {
        // Not rendered yet: render once, even when several requests ask at the same time.
        let pending = rendering.get(file);
        if (!pending) {
          pending = renderAndStore(file, content).finally(() => rendering.delete(file));
          rendering.set(file, pending);
        }
        return pending;
      }
    },
  };
}

/** Removes every stored file of `dataDir` (after the database is seeded again). */
export function clearFileCache(dataDir: string): void {
  rmSync(join(dataDir, fileCacheFolder), { recursive: true, force: true });
}
