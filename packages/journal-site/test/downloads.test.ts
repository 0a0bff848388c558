// @vitest-environment node
import { inflateRawSync } from 'node:zlib';
import { siteConfigs } from '@journals/site-config';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { downloadFile } from '../src/server/downloads/index.server.ts';

/** Reads every entry of a ZIP archive through its central directory. */
function readZip(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    expect(archive.readUInt32LE(offset)).toBe(0x02014b50);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const localOffset = archive.readUInt32LE(offset + 42);
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const localNameLength = archive.readUInt16LE(localOffset + 26);
    const dataStart = localOffset + 30 + localNameLength;
    const data = inflateRawSync(archive.subarray(dataStart, dataStart + compressedSize));
    entries.set(name, data.toString('utf8'));
    offset += 46 + nameLength;
  }
  return entries;
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
