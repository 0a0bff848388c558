import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function fetchPdf(url: string) {
  const response = await fetch(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

async function expectRealPdf(bytes: Uint8Array, title: string, author: string) {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const document = await PDFDocument.load(bytes);
  expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
  expect(document.getTitle()).toBe(title);
  expect(document.getAuthor()).toContain(author);
}

describe.each(['indjeee', 'indjece'])('PDFs of %s', (journal) => {
  it('serves a real PDF of a paper with its title and authors', async () => {
    const {
      papersList: [paper],
    } = await server.call(journal, 'archivePaperListing', {
      year: 2026,
      volume: 3,
      issue: 5,
      page: 1,
      per_page: 1,
    });
    if (!paper?.paper_url) throw new Error('no paper');

    const { response, bytes } = await fetchPdf(paper.paper_url);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`${paper.paper_uniqueid}.pdf`);
    await expectRealPdf(bytes, paper.paper_title, paper.author_1 ?? '');
  });

  it('serves a real PDF of a thesis and of a conference paper', async () => {
    const {
      papersList: [thesis],
    } = await server.call(journal, 'thesisDataListing', {
      thesis_year: 2025,
      thesis_volume: 2,
    });
    const {
      Conference_CategoriesList: [category],
    } = await server.call(journal, 'conferenceCategoriesFetch');
    const {
      ConferenceList: [conferencePaper],
    } = await server.call(journal, 'conferenceFetch', {
      id: category?.id,
    });

    const thesisPdf = await fetchPdf(thesis?.paper_url ?? '');
    const conferencePdf = await fetchPdf(conferencePaper?.pdf_url ?? '');

    expect(thesisPdf.response.headers.get('content-type')).toBe('application/pdf');
    await expectRealPdf(thesisPdf.bytes, thesis?.title ?? '', thesis?.author_1 ?? '');
    expect(conferencePdf.response.headers.get('content-type')).toBe('application/pdf');
    await expectRealPdf(
      conferencePdf.bytes,
      conferencePaper?.title ?? '',
      conferencePaper?.author_1 ?? '',
    );
  });

  it('serves the same bytes again from the stored file', async () => {
    const url = `${server.url}/${journal}/files/theses/${
      server.query<{ id: number }>('SELECT id FROM theses WHERE journal_id = ? LIMIT 1', journal)[0]
        ?.id
    }.pdf`;

    const first = await fetchPdf(url);
    const second = await fetchPdf(url);

    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });
});

describe('files that do not exist', () => {
  it.each([
    ['an unknown paper', '/indjece/files/papers/99999999.pdf'],
    ['a paper of the other journal', '/indjeee/files/papers/{indjece-paper}.pdf'],
    ['an unknown thesis', '/indjeee/files/theses/77777.pdf'],
    ['an unknown conference paper', '/indjeee/files/conference/77777.pdf'],
    ['a name that is not an id', '/indjeee/files/papers/..%2F..%2Fjournal-api.sqlite'],
    ['a wrong extension', '/indjeee/files/papers/1.svg'],
    ['an unknown logo', '/publisher/files/indexing/9.svg'],
    ['a paper under the publisher base', '/publisher/files/papers/1.pdf'],
  ])('%s gives a JSON 404', async (_case, path) => {
    const [paper] = server.query<{ paper_id: number }>(
      "SELECT paper_id FROM papers WHERE journal_id = 'indjece' AND is_deleted = 0 LIMIT 1",
    );
    const response = await fetch(
      `${server.url}${path.replace('{indjece-paper}', String(paper?.paper_id))}`,
    );

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});
