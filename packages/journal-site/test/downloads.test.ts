// @vitest-environment node
import { siteConfigs } from '@journals/site-config';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { downloadFile } from '../src/server/downloads/index.server.ts';

/** Every entry of a ZIP archive as text. */
function readZip(archive: Buffer): Map<string, string> {
  return new Map(Object.entries(unzipSync(archive)).map(([name, data]) => [name, strFromU8(data)]));
}

describe('journal downloads', () => {
  it.each([siteConfigs.indjece, siteConfigs.indjeee])(
    '$names.acronym: the manuscript template is a Word document in 12 pt Times New Roman',
    async (site) => {
      const file = await downloadFile(site, 'manuscript-template.docx');
      expect(file?.contentType).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      const entries = readZip(Buffer.from(file!.body));
      expect([...entries.keys()]).toContain('word/document.xml');
      expect(entries.get('[Content_Types].xml')).toContain('wordprocessingml.document.main+xml');
      expect(entries.get('word/document.xml')).toContain(site.names.title);
      expect(entries.get('word/document.xml')).toContain('4,000 to 8,000 words');
      expect(entries.get('word/styles.xml')).toContain('Times New Roman');
      // The same file every time (cacheable, comparable).
      const again = await downloadFile(site, 'manuscript-template.docx');
      expect(Buffer.from(again!.body).equals(Buffer.from(file!.body))).toBe(true);
    },
  );

  it('the copyright form is a PDF naming the journal and its licence', async () => {
    const site = siteConfigs.indjece;
    const file = await downloadFile(site, 'copyright-form.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(Buffer.from(file!.body).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(file!.body);
    expect(pdf.getTitle()).toBe('Copyright Form - INDJECE');
    expect(pdf.getPageCount()).toBe(1);
  });

  it('offers nothing for a name the site does not list', () => {
    expect(downloadFile(siteConfigs.indjece, '../secrets.txt')).toBeNull();
    expect(downloadFile(siteConfigs.indjece, 'other.pdf')).toBeNull();
  });
});
