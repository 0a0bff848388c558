// 'How to cite' on a details page: the citation in each style (formatted on the server from one
// CSL-JSON record), each with a Copy button, and the same record as BibTeX, RIS and CSL-JSON
// files to download.
import { Heading, Icon, Link } from '@journals/design-system';
import { sitePath } from '@journals/site-config';
import { site } from 'journal-site:config';
import { useId } from 'react';
import { citationFileNames, citeHref } from '@journals/discovery/citation/cite-links';
import type { RecordKind } from '@journals/discovery/records';
import { Citation, CitationEntry, CitationFiles } from './PaperDetails.styles.ts';
import { CopyCitation } from './CopyCitation.tsx';

export interface StyledCitation {
  label: string;
  text: string;
}

export interface HowToCiteProps {
  kind: RecordKind;
  id: string;
  citations: readonly StyledCitation[];
}

export function HowToCite({ kind, id, citations }: HowToCiteProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading level={3} size="lg" id={headingId}>
        How to cite
      </Heading>
      {citations.map((citation, index) => (
        <CitationEntry key={citation.label}>
          <Heading level={4} size="md">
            {citation.label}
          </Heading>
          <Citation id={`${headingId}-${index}`}>{citation.text}</Citation>
          <CopyCitation
            citationId={`${headingId}-${index}`}
            text={citation.text}
            style={citation.label}
          />
        </CitationEntry>
      ))}
      <CitationFiles aria-label="Download the citation">
        {citationFileNames.map(({ extension, label }) => (
          <li key={extension}>
            <Link
              href={sitePath(site, citeHref(kind, id, extension))}
              download
              variant="standalone"
            >
              <Icon name="download" /> {label}
            </Link>
          </li>
        ))}
      </CitationFiles>
    </section>
  );
}
