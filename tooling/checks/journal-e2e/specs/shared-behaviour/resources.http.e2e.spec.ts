// The app's resource routes over HTTP: the api/ forwarder, PDFs under the journal's prefix and
// the downloads. (The authorization value kept out of client assets is checked for every
// journal: specs/every-journal/client-assets.http.e2e.spec.ts.)
import { apiArchive } from '../../src/api-items.ts';
import { expect, journalUnderTest, test } from '../../src/fixtures.ts';
import { currentSlot, firstSlot } from '../../src/reference-data.ts';

const journal = journalUnderTest();

test.describe('the api/ forwarder', () => {
  test('forwards an allow-listed call with the authorization value and validates the answer', async ({
    request,
  }) => {
    const response = await request.post('api/archiveYearListing', { data: {} });
    expect(response.status()).toBe(200);
    const body = await response.json();
    const archives = await apiArchive();
    expect(Object.keys(archives).length).toBeGreaterThan(0);
    expect(body.archives).toEqual(archives);
  });

  test('answers suggestions for a title prefix', async ({ request }) => {
    const listing = await request.post('api/archivePaperListing', {
      data: { ...(await currentSlot(request)), page: 1, per_page: 5 },
    });
    const [first] = (await listing.json()).papersList;
    const prefix = String(first.paper_title).split(' ').slice(0, 2).join(' ');
    const response = await request.post('api/archiveSuggestions', { data: { search: prefix } });
    expect(response.status()).toBe(200);
    const { suggestions } = await response.json();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
  });

  const refusals = [
    ['an unknown call', 'api/adminDelete', { data: {} }, 404, /adminDelete/],
    [
      'a call that is server-rendered only',
      'api/archivePaperNew',
      { data: { paperid: '1' } },
      404,
      /not available/,
    ],
    [
      'a payload with a bad field',
      'api/archivePaperListing',
      { data: { year: 'x', volume: 1, issue: 1 } },
      400,
      /year/,
    ],
    ['an extra field', 'api/archiveYearListing', { data: { token: 'x' } }, 400, /token/],
  ] as const;
  for (const [what, url, options, status, message] of refusals) {
    test(`refuses ${what} with a clear message`, async ({ request }) => {
      const response = await request.post(url, options);
      expect(response.status()).toBe(status);
      expect((await response.json()).message).toMatch(message);
    });
  }

  test('refuses anything but a JSON POST', async ({ request }) => {
    expect((await request.get('api/archiveYearListing')).status()).toBe(405);
    const form = await request.post('api/archiveYearListing', { form: { a: '1' } });
    expect(form.status()).toBe(415);
  });
});

test('serves a paper PDF under the journal prefix', async ({ request }) => {
  const listing = await request.post('api/archivePaperListing', {
    data: { ...(await firstSlot(request)), page: 1, per_page: 5 },
  });
  const [paper] = (await listing.json()).papersList;
  const pdfPath = new URL(paper.paper_url).pathname.slice(journal.prefix.length);
  expect(pdfPath).toMatch(/^files\/papers\/.+\.pdf$/);
  const response = await request.get(pdfPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await request.get('files/papers/does-not-exist.pdf')).status()).toBe(404);
  expect((await request.get('files/../../etc/passwd')).status()).toBe(404);
});

const downloads = [
  [
    'downloads/manuscript-template.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'PK',
  ],
  ['downloads/copyright-form.pdf', 'application/pdf', '%PDF-'],
] as const;
for (const [url, type, magic] of downloads) {
  test(`offers ${url} as a real file`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(type);
    expect(response.headers()['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${journal.names.acronym}-`),
    );
    expect((await response.body()).subarray(0, magic.length).toString()).toBe(magic);
  });
}
