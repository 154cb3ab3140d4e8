import {
  Alert,
  Button,
  Spinner,
  TabList,
  TabPanel,
  useTabs,
  useTranslation,
  type TabItem,
  type Translate,
} from '@atrium/ui';
import { NoResults, SearchPrompt } from './SearchGuidance';
import { SearchResultItem } from './SearchResultItem';
import { GuidanceText, NoticeActions, Notices, ResultCount, ResultList } from './SearchResults.styles';
import type { SiteSearch } from './useSiteSearch';

/** Key of the filter that shows every kind. */
export const allKinds = 'all';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  query: string;
  search: SiteSearch;
  /** Shown kind: {@link allKinds} or a kind's key; an unknown key shows every kind. */
  selectedKind: string;
  onSelectedKindChange: (kind: string) => void;
}

function listText(labels: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
}

function countText(count: number, query: string, t: Translate): string {
  return count === 1
    ? t('1 result for “{query}”', { query })
    : t('{count} results for “{query}”', { count, query });
}

/** The results of a query: the count, notices about sources, filters by kind, and the list. */
export function SearchResults({ query, search, selectedKind, onSelectedKindChange }: SearchResultsProps) {
  const { t, locale } = useTranslation();
  const { hits, kinds, isSearchingActivities, failedSources } = search;
  const hasQuery = query.length > 0;
  const tabs: TabItem[] = [
    { key: allKinds, title: t('All'), badge: hits.length },
    ...kinds.map((kind) => ({ key: kind.key, title: kind.title, badge: kind.count })),
  ];
  const shownKind = tabs.some((tab) => tab.key === selectedKind) ? selectedKind : allKinds;
  const tabState = useTabs({
    items: tabs,
    selectedKey: shownKind,
    onSelectionChange: (key) => onSelectedKindChange(String(key)),
  });
  const shownHits = shownKind === allKinds ? hits : hits.filter((hit) => hit.document.kind === shownKind);
  const kindTitle = (key: string) => kinds.find((kind) => kind.key === key)?.title ?? key;

  return (
    <>
      {/* Always in the page, so a new count is announced rather than arriving with its container. */}
      <ResultCount role="status">{hasQuery ? countText(hits.length, query, t) : ''}</ResultCount>
      {hasQuery && (
        <Notices>
          {isSearchingActivities && <Spinner size="sm" label={t('Still searching activities…')} />}
          {failedSources.length > 0 && (
            <Alert variant="warning" title={t('Some results may be missing')}>
              {t('{sources} could not be searched because they failed to load. Page results are complete.', {
                sources: listText(failedSources, locale),
              })}
              <NoticeActions>
                <Button size="sm" onPress={search.retry}>
                  {t('Try again')}
                </Button>
              </NoticeActions>
            </Alert>
          )}
        </Notices>
      )}
      {!hasQuery ? (
        <SearchPrompt pages={search.pages} />
      ) : hits.length === 0 ? (
        !isSearchingActivities && <NoResults query={query} pages={search.pages} />
      ) : (
        <>
          <TabList state={tabState} aria-label={t('Filter results by kind')} />
          <TabPanel state={tabState}>
            {shownHits.length > 0 ? (
              <ResultList aria-label={t('Results')}>
                {shownHits.map((hit) => (
                  <SearchResultItem key={hit.document.id} hit={hit} />
                ))}
              </ResultList>
            ) : (
              <GuidanceText>
                {t('Nothing in {kind} matches “{query}”.', { kind: kindTitle(shownKind), query })}{' '}
                <Button variant="link" onPress={() => onSelectedKindChange(allKinds)}>
                  {hits.length === 1
                    ? t('Show the 1 result')
                    : t('Show all {count} results', { count: hits.length })}
                </Button>
              </GuidanceText>
            )}
          </TabPanel>
        </>
      )}
    </>
  );
}
