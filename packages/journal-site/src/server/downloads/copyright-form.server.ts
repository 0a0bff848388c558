// The journal's copyright and licence form as a real PDF, built from the site config.
import type { JournalSiteConfig } from '@journals/site-config';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function copyrightFormParagraphs(site: JournalSiteConfig): string[] {
  return [
    `Journal: ${site.names.title} (${site.names.acronym}), ISSN ${site.journal.issn}, e-ISSN ${site.journal.eIssn}.`,
    'Manuscript title: ______________________________________________',
    'Manuscript ID: ____________________   Corresponding author: ______________________',
    `1. The authors keep the copyright of the work. They grant ${site.names.publisher} the worldwide right to publish it, to register a DOI for it and to send it to indexing services.`,
    `2. The work is published under the ${site.licence.name} licence (${site.licence.spdx}), ${site.licence.url}. Commercial use beyond the licence needs the authors' and the publisher's permission.`,
    '3. The authors confirm the work is original, has not been published elsewhere and is not under review elsewhere, and that every author agrees to its submission.',
    `4. The authors confirm the manuscript has been checked for plagiarism and its similarity is below ${site.policies.plagiarismMaxPercent} percent.`,
    '5. Withdrawal is possible before this form is signed; after signing, a paper can no longer be withdrawn.',
    'Signature of the corresponding author: ____________________   Date: ______________',
    `Return the signed form to ${site.contact.journalEmail ?? site.contact.supportEmail}.`,
  ];
}

export async function copyrightFormPdf(site: JournalSiteConfig): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Copyright Form - ${site.names.acronym}`);
  pdf.setAuthor(site.names.publisher);
  pdf.setSubject(`Copyright and licence form of ${site.names.title}`);
  pdf.setCreationDate(new Date(Date.UTC(site.copyrightYear, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(site.copyrightYear, 0, 1)));
  const regular = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const page = pdf.addPage([595.28, 841.89]);
  const margin = 56;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;

  page.drawText('Copyright and Licence Form', {
    x: margin,
    y,
    size: 18,
    font: bold,
    color: rgb(0.1, 0.1, 0.2),
  });
  y -= 30;
  for (const paragraph of copyrightFormParagraphs(site)) {
    for (const line of wrap(paragraph, width, (text) => regular.widthOfTextAtSize(text, 11))) {
      page.drawText(line, { x: margin, y, size: 11, font: regular });
      y -= 15;
    }
    y -= 9;
  }
  return pdf.save();
}
