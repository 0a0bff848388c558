// The journal's manuscript template as a real Word (.docx) document, built from the site config.
import type { JournalSiteConfig } from '@journals/site-config';
import { strToU8, zipSync } from 'fflate';

type Paragraph = { text: string; style?: 'Title' | 'Heading1' | 'Subtitle'; italic?: boolean };

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function paragraphXml({ text, style, italic }: Paragraph): string {
  const properties = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  const run = italic ? '<w:rPr><w:i/></w:rPr>' : '';
  return `<w:p>${properties}<w:r>${run}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

export function manuscriptTemplateParagraphs(site: JournalSiteConfig): Paragraph[] {
  const { wordCount, imageDpi, referenceStyles, manuscriptTypography } = site.policies;
  return [
    { text: `${site.names.title} (${site.names.acronym})`, style: 'Subtitle' },
    { text: 'Title of the Paper (Title Case, at most 20 words)', style: 'Title' },
    { text: 'First Author¹, Second Author², Third Author¹' },
    { text: '¹Department, Institution, City, Country; ²Department, Institution, City, Country' },
    { text: 'Corresponding author: name@institution.edu', italic: true },
    { text: 'Abstract', style: 'Heading1' },
    {
      text: 'Summarise the problem, the method, the main results and the conclusion in 150 to 250 words. Do not cite references in the abstract.',
    },
    { text: 'Keywords: four to six keywords, separated by commas', italic: true },
    { text: '1. Introduction', style: 'Heading1' },
    {
      text: `Write in English. The whole manuscript should run to ${wordCount.min.toLocaleString('en')} to ${wordCount.max.toLocaleString('en')} words, in ${manuscriptTypography.sizePt} pt ${manuscriptTypography.font}, ${manuscriptTypography.spacing}, saved as DOC or DOCX.`,
    },
    { text: '2. Related Work', style: 'Heading1' },
    { text: 'Place the work among earlier studies and cite them in the text as [1], [2].' },
    { text: '3. Method', style: 'Heading1' },
    {
      text: `Number figures and tables consecutively (Figure 1, Table 1), give each a caption and its source, and supply images at ${imageDpi} dpi or more.`,
    },
    { text: '4. Results and Discussion', style: 'Heading1' },
    { text: 'Report the results and what they mean.' },
    { text: '5. Conclusion', style: 'Heading1' },
    { text: 'State the contribution and the limits of the work, and what should follow.' },
    { text: 'References', style: 'Heading1' },
    {
      text: `Use the ${referenceStyles.join(' or ')} style and give DOIs where they exist, for example:`,
    },
    {
      text: '[1] A. Author and B. Author, "Title of the article," Journal Name, vol. 1, no. 2, pp. 10-20, 2025, doi: 10.xxxx/xxxxx.',
    },
  ];
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;

const packageRelationships = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const documentRelationships = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

// The journal's manuscript typography; double spacing is line 480 (in 240ths of a line).
const styles = ({
  font,
  sizePt,
}: {
  font: string;
  sizePt: number;
}) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${escapeXml(font)}" w:hAnsi="${escapeXml(font)}" w:cs="${escapeXml(font)}"/><w:sz w:val="${sizePt * 2}"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="480" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="center"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="center"/></w:pPr><w:rPr><w:sz w:val="20"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style></w:styles>`;

export function manuscriptTemplateDocx(site: JournalSiteConfig): Buffer {
  const body = manuscriptTemplateParagraphs(site).map(paragraphXml).join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  // A .docx is a ZIP of these parts; a fixed date keeps the file byte-for-byte reproducible.
  const archive = zipSync(
    {
      '[Content_Types].xml': strToU8(contentTypes),
      '_rels/.rels': strToU8(packageRelationships),
      'word/_rels/document.xml.rels': strToU8(documentRelationships),
      'word/document.xml': strToU8(document),
      'word/styles.xml': strToU8(styles(site.policies.manuscriptTypography)),
    },
    { level: 6, mtime: new Date(1980, 0, 1) },
  );
  return Buffer.from(archive);
}
