// The paper card (spec "Paper card"): title link to the details, a web search of the title in a
// new tab, authors, Published Online, pages, the fixed figures and a PlumX badge, then Abstract,
// Full Text, References and Download PDF. Its output depends only on its props (no `useId`): the
// server may serve a card rendered once per paper version (PaperCardList's `cachedCard`).
import type { PaperSummary } from '@journals/api-contract';
import {
  Badge,
  Card,
  CardActions,
  CardMeta,
  Heading,
  Icon,
  Link,
  LinkButton,
  Text,
  VisuallyHidden,
} from '@journals/design-system';
import { paperDetailsHref } from '../../model/details-link.ts';
import {
  formatAuthors,
  paperCardFigures,
  publishedOnline,
  webSearchUrl,
} from '../../model/paper-card.ts';
import { sitePdfPath, withPrefix } from '../../model/pdf-link.ts';
import type { ListVariant } from '../../model/variants.ts';
import { PdfAnchor, TitleRow } from './PaperCard.styles.ts';

export interface PaperCardProps {
  variant: ListVariant;
  paper: PaperSummary;
  /** The journal's URL prefix ('/indjece/'): Download PDF is a plain link under it. */
  prefix: string;
  /** The outline level of the title (default 2, under the list's h1). */
  headingLevel?: 2 | 3 | 4;
}

/** The id of a card's title, which its article and its links refer to: one per paper on a page. */
function paperTitleId(paper: Pick<PaperSummary, 'id'>): string {
  return `paper-${paper.id}-title`;
}

export function PaperCard({ variant, paper, prefix, headingLevel = 2 }: PaperCardProps) {
  const titleId = paperTitleId(paper);
  const authors = formatAuthors(paper.authors);
  const published = publishedOnline(paper);
  const pdfPath = sitePdfPath(paper.pdfUrl);
  const facts = [
    published ? `Published Online: ${published}` : null,
    paper.pages ? `Pages: ${paper.pages}` : null,
    paperCardFigures.viewsText,
    paperCardFigures.crossRefCitationsText,
  ].filter((fact) => fact !== null);

  return (
    <Card as="article" aria-labelledby={titleId}>
      <TitleRow>
        <Heading level={headingLevel} size="lg" id={titleId}>
          <Link href={paperDetailsHref(variant, paper)} variant="quiet">
            {paper.title}
          </Link>
        </Heading>
        <LinkButton
          href={webSearchUrl(paper.title)}
          newTab
          showNewTabIcon={false}
          variant="ghost"
          size="sm"
          aria-label="Search the web for this title"
          title="Search the web for this title"
          aria-describedby={titleId}
        >
          <Icon name="search" />
        </LinkButton>
      </TitleRow>
      {authors ? <Text tone="muted">{authors}</Text> : null}
      <CardMeta
        aria-label="Publication details"
        items={[
          ...facts,
          <Badge key="plumx" tone="brand">
            PlumX Metrics
          </Badge>,
        ]}
      />
      <CardActions>
        <LinkButton
          href={paperDetailsHref(variant, paper, 'FullArticle')}
          variant="secondary"
          aria-describedby={titleId}
        >
          Abstract
        </LinkButton>
        <LinkButton
          href={paperDetailsHref(variant, paper, 'FullArticle')}
          variant="secondary"
          aria-describedby={titleId}
        >
          Full Text
        </LinkButton>
        <LinkButton
          href={paperDetailsHref(variant, paper, 'References')}
          variant="secondary"
          aria-describedby={titleId}
        >
          References
        </LinkButton>
        {pdfPath ? (
          <PdfAnchor
            href={withPrefix(prefix, pdfPath)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            <Icon name="download" />
            Download PDF
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </PdfAnchor>
        ) : null}
      </CardActions>
    </Card>
  );
}
