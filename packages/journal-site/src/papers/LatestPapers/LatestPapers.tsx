// A short list of papers (the latest theses on /publications): title linking to the details
// page, authors, when it was published and its pages.
import type { PaperSummary } from '@journals/api-contract';
import { Card, CardMeta, CardTitle, Text } from '@journals/design-system';
import {
  formatAuthors,
  paperDetailsHref,
  publishedOnline,
  type ListVariant,
} from '@journals/paper-list/model';
import { PaperList } from './LatestPapers.styles.ts';

export interface LatestPapersProps {
  variant: ListVariant;
  papers: PaperSummary[];
  'aria-labelledby'?: string;
}

export function LatestPapers({ variant, papers, ...rest }: LatestPapersProps) {
  return (
    <PaperList {...rest}>
      {papers.map((paper) => {
        const published = publishedOnline(paper);
        const authors = formatAuthors(paper.authors);
        const meta = [
          published ? `Published Online: ${published}` : null,
          paper.pages ? `Pages: ${paper.pages}` : null,
        ].filter((item): item is string => item !== null);
        return (
          <Card as="li" key={paper.id} gap={2} padding={4}>
            <CardTitle level={3} size="lg" href={paperDetailsHref(variant, paper)}>
              {paper.title}
            </CardTitle>
            {authors ? <Text size="sm">{authors}</Text> : null}
            {meta.length > 0 ? <CardMeta items={meta} /> : null}
          </Card>
        );
      })}
    </PaperList>
  );
}
