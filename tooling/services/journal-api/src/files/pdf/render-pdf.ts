// A one-column article PDF: journal header, title, authors, publication line, identifiers,
// abstract and numbered references, with page footers. Deterministic for the same content.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { toWinAnsi } from './win-ansi.ts';

export interface PdfContent {
  /** 'Research Article', 'Conference Paper', 'Thesis', ... */
  kind: string;
  title: string;
  authors: readonly string[];
  /** One line per author or institution, under the authors. */
  affiliations: readonly string[];
  journalTitle: string;
  journalAcronym: string;
  eIssn: string;
  publisher: string;
  /** e.g. 'Volume 2, Issue 3, June 2025, pp. 12-19'. */
  publicationLine: string;
  /** e.g. 'DOI: https://doi.org/10.5555/...'. */
  identifiers: readonly string[];
  abstract: string;
  references: readonly string[];
  keywords: readonly string[];
  /** Creation and modification date written into the file. */
  date: Date;
}

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const accent = rgb(0.07, 0.27, 0.5);
const muted = rgb(0.35, 0.35, 0.35);
const black = rgb(0, 0, 0);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** Greedy word wrap of `text` into lines no wider than `width`. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width || line === '') {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  page: PDFPage;
  y = 0;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.page = this.newPage();
  }

  get width(): number {
    return pageSize[0] - 2 * margin;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
    return this.page;
  }

  ensureSpace(height: number): void {
    if (this.y - height < margin + 24) this.newPage();
  }

  text(
    text: string,
    options: {
      font: PDFFont;
      size: number;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      gap?: number;
    },
  ): void {
    const { font, size, color = black, indent = 0, gap = 0 } = options;
    const lineHeight = size * 1.35;
    for (const line of wrapText(toWinAnsi(text), font, size, this.width - indent)) {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  rule(): void {
    this.y -= 6;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageSize[0] - margin, y: this.y },
      thickness: 0.75,
      color: accent,
    });
    this.y -= 6;
  }

  /** A numbered entry with a hanging indent: '[12] text'. */
  numbered(number: number, text: string, font: PDFFont, size: number): void {
    const label = `[${number}]`;
    const indent = 26;
    const lineHeight = size * 1.35;
    const lines = wrapText(toWinAnsi(text), font, size, this.width - indent);
    lines.forEach((line, index) => {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      if (index === 0)
        this.page.drawText(label, { x: margin, y: this.y, size, font, color: black });
      this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color: black });
    });
    this.y -= 2;
  }
}

function drawFooters(doc: PDFDocument, fonts: Fonts, content: PdfContent): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const size = 8;
    const left = toWinAnsi(`${content.journalAcronym} | ${content.publisher} | Open access`);
    const right = `Page ${index + 1} of ${pages.length}`;
    page.drawText(left, { x: margin, y: margin - 20, size, font: fonts.sans, color: muted });
    page.drawText(right, {
      x: pageSize[0] - margin - fonts.sans.widthOfTextAtSize(right, size),
      y: margin - 20,
      size,
      font: fonts.sans,
      color: muted,
    });
  });
}

export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(content.title);
  doc.setAuthor(content.authors.join(', '));
  doc.setSubject(`${content.journalTitle}, ${content.publicationLine}`);
  doc.setKeywords([...content.keywords]);
  doc.setCreator(content.journalTitle);
  doc.setProducer(`${content.publisher} journal API`);
  doc.setCreationDate(content.date);
  doc.setModificationDate(content.date);

  const writer = new Writer(doc, fonts);
  writer.text(content.journalTitle, { font: fonts.sansBold, size: 10, color: accent });
  writer.text(`e-ISSN ${content.eIssn} | ${content.publisher}`, {
    font: fonts.sans,
    size: 8,
    color: muted,
  });
  writer.rule();
  writer.text(content.kind.toUpperCase(), { font: fonts.sansBold, size: 8, color: accent, gap: 6 });
  writer.text(content.title, { font: fonts.bold, size: 18, gap: 8 });
  writer.text(content.authors.join(', '), { font: fonts.regular, size: 11, gap: 4 });
  for (const line of content.affiliations) {
    writer.text(line, { font: fonts.italic, size: 8.5, color: muted });
  }
  writer.y -= 6;
  writer.text(content.publicationLine, { font: fonts.sans, size: 9 });
  for (const identifier of content.identifiers) {
    writer.text(identifier, { font: fonts.sans, size: 9 });
  }
  writer.rule();
  writer.text('Abstract', { font: fonts.sansBold, size: 11, color: accent, gap: 2 });
  writer.text(content.abstract, { font: fonts.regular, size: 10.5, gap: 8 });
  if (content.keywords.length > 0) {
    writer.text(`Keywords: ${content.keywords.join(', ')}`, {
      font: fonts.italic,
      size: 9.5,
      gap: 10,
    });
  }
  if (content.references.length > 0) {
    writer.text('References', { font: fonts.sansBold, size: 11, color: accent, gap: 2 });
    content.references.forEach((reference, index) => {
      writer.numbered(index + 1, reference, fonts.regular, 9);
    });
  }
  drawFooters(doc, fonts, content);
  return doc.save({ useObjectStreams: false });
}
