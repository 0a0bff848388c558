// The paper-list screen: one engine for the archive, current issue, thesis and conference lists.
// It renders from the query cache the loader filled (loadPaperList), with the same query options,
// so a server-rendered list hydrates without a second request.
import type { JournalQueries } from '@journals/api-client';
import { Pager } from '@journals/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { ListContext } from '../../model/context.ts';
import { listHeading } from '../../model/heading.ts';
import { listNavigation } from '../../model/navigation.ts';
import { choosePage, pagerVisible } from '../../model/pager.ts';
import { filterSearchResults } from '../../model/search.ts';
import type { ListSelection } from '../../model/selection.ts';
import { hrefFor } from '../../model/url.ts';
import { listVariants, pagerWindowSize, type ListVariant } from '../../model/variants.ts';
import { useListNavigationPending } from '../hooks/useListNavigationPending.ts';
import {
  archiveIndexQuery,
  archiveListContext,
  conferenceIndexQuery,
  listPageQuery,
  type ArchiveListVariant,
} from '../list-queries.ts';
import { ListHeading } from '../ListHeading/ListHeading.tsx';
import { ListSearch } from '../ListSearch/ListSearch.tsx';
import { ListSelectors } from '../ListSelectors/ListSelectors.tsx';
import { isRateLimited, unlessRefusedForRate } from '../rate-limit.ts';
import {
  ListLoading,
  ListUnavailable,
  NoPapers,
  SearchSummary,
} from '../ListStatus/ListStatus.tsx';
import { PaperCardList, type CachedPaperCard } from '../PaperCardList/PaperCardList.tsx';
import { ShareControl } from '../ShareControl/ShareControl.tsx';
import { ScreenFrame } from './PaperListScreen.styles.ts';

export interface PaperListScreenProps {
  variant: ListVariant;
  /** The selection the loader read from the URL (`loadPaperList(...).selection`). */
  selection: ListSelection;
  /** The journal's query options: the same factory the loader used (keys must match). */
  queries: JournalQueries;
  /**
   * The journal's URL prefix ('/indjece/'), for Download PDF: a plain link to
   * `<prefix>files/<kind>/<file>.pdf`. Every other link is relative to the prefix and goes
   * through react-router, which adds its basename.
   */
  prefix: string;
  /**
   * The address the Share dialog offers; default the list's own absolute address (the browser's
   * origin and the router's basename before the canonical list address), known after hydration.
   */
  shareUrl?: string;
  /** On the server, how each paper card is served (PaperCardList's `cachedCard`). */
  cachedCard?: CachedPaperCard | undefined;
}

type ViewProps = PaperListScreenProps & { context: ListContext | null };

export function PaperListScreen(props: PaperListScreenProps) {
  const { variant, ...rest } = props;
  return variant === 'conference' ? (
    <ConferenceList {...rest} />
  ) : (
    <ArchiveList variant={variant} {...rest} />
  );
}

function ArchiveList({
  variant,
  queries,
  ...rest
}: Omit<PaperListScreenProps, 'variant'> & { variant: ArchiveListVariant }) {
  const { data } = useQuery(archiveIndexQuery(variant, queries));
  const context = useMemo(() => (data ? archiveListContext(variant, data) : null), [variant, data]);
  return <PaperListView variant={variant} context={context} queries={queries} {...rest} />;
}

function ConferenceList({ queries, ...rest }: Omit<PaperListScreenProps, 'variant'>) {
  const { data } = useQuery(conferenceIndexQuery(queries));
  const context = useMemo<ListContext | null>(
    () => (data ? { variant: 'conference', categories: data } : null),
    [data],
  );
  return <PaperListView variant="conference" context={context} queries={queries} {...rest} />;
}

function PaperListView({
  variant,
  context,
  selection,
  queries,
  prefix,
  shareUrl,
  cachedCard,
}: ViewProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const config = listVariants[variant];
  const href = hrefFor(variant, selection);
  const page = useQuery({
    ...listPageQuery(variant, queries, selection),
    enabled: unlessRefusedForRate,
  });
  const navigating = useListNavigationPending(config.listPath);
  const navigation = useMemo(
    () => (context ? listNavigation(context, selection) : null),
    [context, selection],
  );

  const heading = listHeading(variant, selection);
  const shareTitle = selection.conference ? `${selection.conference.name}, ${heading}` : heading;
  const searching = selection.search !== '';
  const items = page.data?.items ?? [];
  const papers = searching ? filterSearchResults(variant, selection, items) : items;
  const loading = navigating || page.isPending;
  // A failed listing with nothing to show (the browser's call refused, e.g. rate-limited).
  const failed = !loading && page.isError && page.data === undefined;
  const pagination = page.data?.pagination;
  const showPager = !loading && pagination !== undefined && pagerVisible(selection, pagination);

  const prefetchPage = (target: number) => {
    void queryClient.prefetchQuery(listPageQuery(variant, queries, choosePage(selection, target)));
  };

  return (
    <ScreenFrame aria-labelledby={headingId}>
      <ListHeading id={headingId} variant={variant} selection={selection} focusKey={href} />
      {navigation ? (
        <ListSelectors
          variant={variant}
          navigation={navigation}
          share={<ShareControl title={shareTitle} path={href} url={shareUrl} />}
        />
      ) : null}
      <ListSearch variant={variant} selection={selection} />
      {searching && !loading && papers.length > 0 ? (
        <SearchSummary query={selection.search} count={papers.length} />
      ) : null}
      {loading ? (
        <ListLoading />
      ) : failed ? (
        <ListUnavailable rateLimited={isRateLimited(page.error)} retryHref={href} />
      ) : papers.length === 0 ? (
        <NoPapers />
      ) : (
        <PaperCardList
          variant={variant}
          papers={papers}
          prefix={prefix}
          label={searching ? 'Search results' : 'Papers'}
          cachedCard={cachedCard}
        />
      )}
      {showPager && pagination ? (
        <Pager
          page={selection.page}
          totalPages={pagination.totalPages}
          windowSize={pagerWindowSize}
          hrefForPage={(target) => hrefFor(variant, choosePage(selection, target))}
          onPageIntent={prefetchPage}
          label="Pages"
        />
      ) : null}
    </ScreenFrame>
  );
}
