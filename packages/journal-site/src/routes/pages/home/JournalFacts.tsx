// The home page's particulars: the facts librarians and authors look for first.
import { Badge, Heading, Link, Stack } from '@journals/design-system';
import type { JournalSiteConfig } from '@journals/site-config';
import { useId } from 'react';
import { FactGrid } from './home.styles.ts';

function languageName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
}

export function JournalFacts({ config }: { config: JournalSiteConfig }) {
  const headingId = useId();
  const { journal } = config;
  const facts: [string, string][] = [
    ['ISSN', journal.issn],
    ['e-ISSN', journal.eIssn],
    ['DOI prefix', journal.doiPrefix],
    ['Frequency', `${journal.frequency.primary} (also listed as ${journal.frequency.alternate})`],
    ['Starting year', String(journal.startYear)],
    ['Language', languageName(config.language)],
    ['Format', journal.format],
    ['Peer review', journal.reviewModel.primary],
  ];
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Journal Particulars
      </Heading>
      <FactGrid>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FactGrid>
      <Stack as="ul" direction="row" wrap gap={2} aria-label="Quality marks">
        {journal.badges.map((badge) => (
          <li key={badge}>
            <Badge tone="success">{badge}</Badge>
          </li>
        ))}
      </Stack>
      <Link href="/journal-particulars" variant="standalone">
        All journal particulars
      </Link>
    </Stack>
  );
}
