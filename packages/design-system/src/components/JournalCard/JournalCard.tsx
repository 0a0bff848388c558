import { Card, CardActions, CardMedia, CardTitle } from '../Card/Card.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { Facts, FullTitle } from './JournalCard.styles.ts';

export interface JournalCardProps {
  /** Short name (INDJECE). */
  title: string;
  /** Descriptive title. */
  fullTitle: string;
  eIssn: string;
  /** Months of publication ("Feb, Apr, Jun, Aug, Oct, Dec"). */
  publicationMonths: string;
  /** "Bi-monthly", "3 issues per year". */
  frequency: string;
  imageUrl: string;
  /** The journal's site: Visit Journal opens it in a new tab. */
  href: string;
  headingLevel?: HeadingLevel;
  actionLabel?: string;
}

/** A journal in the publisher's list: cover, names, particulars and a Visit Journal button. */
export function JournalCard({
  title,
  fullTitle,
  eIssn,
  publicationMonths,
  frequency,
  imageUrl,
  href,
  headingLevel = 3,
  actionLabel = 'Visit Journal',
}: JournalCardProps) {
  return (
    <Card elevation="raised" media={<CardMedia src={imageUrl} alt="" ratio="3 / 2" />}>
      <CardTitle level={headingLevel}>{title}</CardTitle>
      <FullTitle>{fullTitle}</FullTitle>
      <Facts>
        <dt>e-ISSN</dt>
        <dd>{eIssn}</dd>
        <dt>Frequency</dt>
        <dd>{frequency}</dd>
        <dt>Published</dt>
        <dd>{publicationMonths}</dd>
      </Facts>
      <CardActions>
        <LinkButton href={href} newTab variant="secondary" aria-label={`${actionLabel}: ${title}`}>
          {actionLabel}
        </LinkButton>
      </CardActions>
    </Card>
  );
}
