import { PageHeader, useTranslation } from '@atrium/ui';
import { useSearchParams } from 'react-router';
import { SearchForm } from './SearchForm';
import { SearchPanel } from './SearchPage.styles';
import { allKinds, SearchResults } from './SearchResults';
import { useSiteSearch } from './useSiteSearch';

/** The search page (`/search?q=…&kind=…`): pages and activities matching the query from the URL. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const kind = params.get('kind') ?? allKinds;
  const search = useSiteSearch(query);
  const { t } = useTranslation();

  // A new query is a new history entry and starts on every kind; changing the filter only refines this one.
  const searchFor = (next: string) => setParams(next ? { q: next } : {});
  const showKind = (next: string) =>
    setParams(next === allKinds ? { q: query } : { q: query, kind: next }, { replace: true });

  return (
    <>
      <PageHeader title={t('Search')} subtitle={t('Results')} />
      <SearchPanel aria-label={t('Search results')}>
        <SearchForm query={query} onSearch={searchFor} />
        <SearchResults query={query} search={search} selectedKind={kind} onSelectedKindChange={showKind} />
      </SearchPanel>
    </>
  );
}
