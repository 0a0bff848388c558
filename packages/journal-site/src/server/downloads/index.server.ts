// The journal's downloadable files (site config `downloads`), built once per process.
import type { JournalSiteConfig } from '@journals/site-config';
import { copyrightFormPdf } from './copyright-form.server.ts';
import { manuscriptTemplateDocx } from './manuscript-template.server.ts';

export interface DownloadFile {
  body: Uint8Array;
  contentType: string;
  fileName: string;
}

const contentTypes = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

const builders: Record<string, (site: JournalSiteConfig) => Uint8Array | Promise<Uint8Array>> = {
  'downloads/manuscript-template.docx': manuscriptTemplateDocx,
  'downloads/copyright-form.pdf': copyrightFormPdf,
};

const cache = new Map<string, Promise<DownloadFile>>();

/** The file at `downloads/<name>`, or null when the site offers no such download. */
export function downloadFile(site: JournalSiteConfig, name: string): Promise<DownloadFile> | null {
  const file = `downloads/${name}`;
  const entry = site.downloads.find((download) => download.file === file);
  const build = builders[file];
  if (!entry || !build) return null;
  const key = `${site.id}:${file}`;
  let built = cache.get(key);
  if (!built) {
    built = Promise.resolve(build(site)).then((body) => ({
      body,
      contentType: contentTypes[entry.format],
      fileName: `${site.names.acronym}-${name}`,
    }));
    cache.set(key, built);
  }
  return built;
}
