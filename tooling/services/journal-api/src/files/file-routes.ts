// GET routes of the files a base serves (public, no authorization): PDFs and SVG images.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/api-error.ts';
import { rejectOtherMethods } from '../http/method-not-allowed.ts';
import { journals } from '../journals.ts';
import type { ApiBase, JournalId } from '../journals.ts';
import type { CallContext } from '../calls/context.ts';
import { tagsOf } from '../repositories/content.ts';
import { contentTypes, fileKinds } from './file-kinds.ts';
import type { FileKind } from './file-kinds.ts';
import { conferencePaperPdfContent, paperPdfContent, thesisPdfContent } from './pdf/pdf-content.ts';
import type { PdfStore } from './pdf-store.ts';
import { blogCoverSvg, logoSvg, portraitSvg } from './svg-images.ts';

interface FileRouteOptions {
  context: CallContext;
  pdfStore: PdfStore;
}

type FileBody = Buffer | string;

function sendFile(reply: FastifyReply, kind: FileKind, body: FileBody, filename: string) {
  const { extension } = fileKinds[kind];
  return reply
    .header('content-type', contentTypes[extension])
    .header('content-disposition', `inline; filename="${filename}.${extension}"`)
    .header('cache-control', 'public, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);
}

function registerFile(
  app: FastifyInstance,
  kind: FileKind,
  load: (id: string) => Promise<{ body: FileBody; filename: string } | undefined>,
): void {
  const { folder, extension } = fileKinds[kind];
  const url = `/files/${folder}/:file`;
  const pattern = new RegExp(`^(\\d{1,15})\\.${extension}$`);
  app.get<{ Params: { file: string } }>(url, async (request, reply) => {
    const id = pattern.exec(request.params.file)?.[1];
    const file = id === undefined ? undefined : await load(id);
    if (!file) throw notFound(`file: no ${folder} file ${request.params.file}`);
    return sendFile(reply, kind, file.body, file.filename);
  });
  rejectOtherMethods(app, url, 'GET');
}

export function registerJournalFiles(
  app: FastifyInstance,
  journalId: JournalId,
  { context, pdfStore }: FileRouteOptions,
): void {
  const { repositories } = context;
  const journal = journals[journalId];

  registerFile(app, 'paper', async (id) => {
    const row = repositories.papers.find(journalId, id);
    if (!row) return undefined;
    const body = await pdfStore.get(`${journalId}/papers/${row.paper_id}`, () =>
      paperPdfContent(row, journal),
    );
    return { body, filename: row.paper_uniqueid };
  });
  registerFile(app, 'thesis', async (id) => {
    const row = repositories.theses.find(journalId, id);
    if (!row) return undefined;
    const body = await pdfStore.get(`${journalId}/theses/${row.id}`, () =>
      thesisPdfContent(row, journal),
    );
    return { body, filename: `${journal.acronym}-thesis-${row.id}` };
  });
  registerFile(app, 'conferencePaper', async (id) => {
    const row = repositories.conferences.find(journalId, id);
    if (!row) return undefined;
    const body = await pdfStore.get(`${journalId}/conference/${row.id}`, () =>
      conferencePaperPdfContent(row, journal),
    );
    return { body, filename: `${journal.acronym}-conference-${row.id}` };
  });
  registerFile(app, 'blogImage', async (id) => {
    const row = repositories.content.blogById(journalId, id);
    if (!row) return undefined;
    return { body: blogCoverSvg(row.title, tagsOf(row)), filename: row.slug };
  });
  registerFile(app, 'memberImage', async (id) => {
    const row = repositories.content.memberById(journalId, id);
    return row ? { body: portraitSvg(row.name), filename: row.slug } : undefined;
  });
}

export function registerPublisherFiles(app: FastifyInstance, { context }: FileRouteOptions): void {
  registerFile(app, 'indexingLogo', async (id) => {
    const row = context.repositories.content.indexingPartner(id);
    return row
      ? {
          body: logoSvg(row.indexing_name, row.logo_mark, row.logo_colour),
          filename: `indexing-${row.indexing_id}`,
        }
      : undefined;
  });
}

export function registerFiles(
  app: FastifyInstance,
  base: ApiBase,
  options: FileRouteOptions,
): void {
  if (base === 'publisher') registerPublisherFiles(app, options);
  else registerJournalFiles(app, base, options);
}
