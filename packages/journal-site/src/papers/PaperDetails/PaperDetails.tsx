// The details page of a paper, thesis or conference paper: title, authors, publication facts,
// DOI, Download PDF, and the abstract, full article and references sections. Every section is
// in the server HTML (readers without JavaScript and Google Scholar see it all); `section` in
// the address only chooses where the page opens: useSectionFocus on a hydrated page, the
// enhancement script @journals/site-kit/ui/navigation/scroll-target.ts (data-scroll-target) on one
// that does not.
import type { PaperDetails } from '@journals/api-contract';
import { Badge, Heading, Icon, Link, LinkButton, Prose, Text } from '@journals/design-system';
import {
  listHeading,
  paperDetailsHref,
  publishedOnline,
  type ListVariant,
  type PaperSection,
} from '@journals/paper-list/model';
import { useId } from 'react';
import type { BackLink } from '../back-link.ts';
import { doiUrl } from '@journals/discovery/paper/doi';
import {
  Actions,
  AuthorList,
  DetailsArticle,
  DetailsHeader,
  DetailsSection,
  Facts,
  PlainList,
  ReferenceList,
  SectionNav,
} from './PaperDetails.styles.ts';
import type { RecordKind } from '@journals/discovery/records';
import { HowToCite, type StyledCitation } from './HowToCite.tsx';
import { sectionIds, sectionTarget } from './sections.ts';
import { useSectionFocus } from './useSectionFocus.ts';

export interface PaperDetailsViewProps {
  variant: ListVariant;
  details: PaperDetails;
  /** The PDF under the journal's own prefix, or null without a file. */
  pdfUrl: string | null;
  backLink: BackLink;
  /** The section the address asks for (?section=FullArticle or References). */
  section: PaperSection | null;
  /** What the record is, for its citation files. */
  kind: RecordKind;
  /** The citation in each style (formatted on the server). */
  citations: readonly StyledCitation[];
}

const kindNames: Record<ListVariant, string> = {
  archives: 'article',
  'current-issue': 'article',
  thesis: 'thesis',
  conference: 'conference paper',
};

function issueOf(variant: ListVariant, details: PaperDetails): string | null {
  const { year, volume, issue } = details;
  if (variant === 'thesis' || variant === 'conference') return null;
  if (year === null || volume === null || issue === null) return null;
  return listHeading(variant, { year, volume, issue });
}

function lines(text: string | null): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function PaperDetailsView({
  variant,
  details,
  pdfUrl,
  backLink,
  section,
  kind: recordKind,
  citations,
}: PaperDetailsViewProps) {
  const ids = { title: useId(), abstract: useId(), full: useId(), references: useId() };
  useSectionFocus(sectionTarget(section), details.id);

  const published = publishedOnline({
    month: details.month,
    year: details.year,
    updatedAt: details.createdTime,
  });
  const issue = issueOf(variant, details);
  const doi = doiUrl(details);
  const affiliations = lines(details.designation);
  const kind = kindNames[variant];
  const sectionHref = (target: PaperSection) =>
    `${paperDetailsHref(variant, details, target)}#${sectionIds[target]}`;

  return (
    <DetailsArticle
      aria-labelledby={ids.title}
      data-scroll-target={sectionTarget(section) ?? undefined}
    >
      <Link href={backLink.href} variant="standalone">
        <Icon name="chevronLeft" /> {backLink.label}
      </Link>

      <DetailsHeader>
        {details.articleType ? <Badge tone="brand">{details.articleType}</Badge> : null}
        <Heading level={1} size="3xl" id={ids.title}>
          {details.title}
        </Heading>
        {details.authors.length > 0 ? (
          <AuthorList aria-label="Authors">
            {details.authors.map((author, index) => (
              <li key={`${index}-${author}`}>{author}</li>
            ))}
          </AuthorList>
        ) : null}
        <Facts>
          {published ? (
            <>
              <dt>Published Online</dt>
              <dd>{published}</dd>
            </>
          ) : null}
          {issue ? (
            <>
              <dt>Issue</dt>
              <dd>{issue}</dd>
            </>
          ) : null}
          {details.pages ? (
            <>
              <dt>Pages</dt>
              <dd>{details.pages}</dd>
            </>
          ) : null}
          {details.uniqueId ? (
            <>
              <dt>Paper ID</dt>
              <dd>{details.uniqueId}</dd>
            </>
          ) : null}
          {doi ? (
            <>
              <dt>DOI</dt>
              <dd>
                <Link href={doi} showNewTabIcon={false}>
                  {doi}
                </Link>
              </dd>
            </>
          ) : null}
        </Facts>
        {pdfUrl ? (
          <Actions>
            <LinkButton href={pdfUrl} newTab startIcon={<Icon name="download" />}>
              Download PDF
            </LinkButton>
          </Actions>
        ) : null}
      </DetailsHeader>

      <SectionNav aria-label="Sections of this page">
        <ul>
          <li>
            <Link href={`#${sectionIds.abstract}`} variant="standalone">
              Abstract
            </Link>
          </li>
          <li>
            <Link
              href={sectionHref('FullArticle')}
              variant="standalone"
              aria-current={section === 'FullArticle' ? 'location' : undefined}
            >
              Full Article
            </Link>
          </li>
          <li>
            <Link
              href={sectionHref('References')}
              variant="standalone"
              aria-current={section === 'References' ? 'location' : undefined}
            >
              References
            </Link>
          </li>
        </ul>
      </SectionNav>

      <DetailsSection id={sectionIds.abstract} aria-labelledby={ids.abstract}>
        <Heading level={2} size="2xl" id={ids.abstract}>
          Abstract
        </Heading>
        {details.abstract ? (
          <Prose dangerouslySetInnerHTML={{ __html: details.abstract }} />
        ) : (
          <Text tone="muted">No abstract is available for this {kind}.</Text>
        )}
      </DetailsSection>

      <DetailsSection id={sectionIds.FullArticle} aria-labelledby={ids.full} tabIndex={-1}>
        <Heading level={2} size="2xl" id={ids.full}>
          Full Article
        </Heading>
        {pdfUrl ? (
          <Text>
            The full text of this {kind} is published as a PDF:{' '}
            <Link href={pdfUrl} newTab>
              read or download the full text (PDF)
            </Link>
            .
          </Text>
        ) : (
          <Text tone="muted">The full text of this {kind} is not available online.</Text>
        )}
        {affiliations.length > 0 ? (
          <>
            <Heading level={3} size="lg">
              Author affiliations
            </Heading>
            <PlainList>
              {affiliations.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </PlainList>
          </>
        ) : null}
        <HowToCite
          kind={recordKind}
          id={details.id}
          citations={
            details.citation
              ? [...citations, { label: 'As supplied with the paper', text: details.citation }]
              : citations
          }
        />
      </DetailsSection>

      <DetailsSection id={sectionIds.References} aria-labelledby={ids.references} tabIndex={-1}>
        <Heading level={2} size="2xl" id={ids.references}>
          References
        </Heading>
        {details.references.length > 0 ? (
          <ReferenceList>
            {details.references.map((reference, index) => (
              <li key={index} dangerouslySetInnerHTML={{ __html: reference }} />
            ))}
          </ReferenceList>
        ) : (
          <Text tone="muted">No references are listed for this {kind}.</Text>
        )}
      </DetailsSection>
    </DetailsArticle>
  );
}
