import { useTranslation } from '@atrium/ui';
import type { SearchDocument } from './searchIndex';
import {
  Guidance,
  GuidanceList,
  GuidanceText,
  GuidanceTitle,
  SuggestionLink,
  SuggestionList,
} from './SearchResults.styles';

/** How many pages are offered as places to go. */
const suggestionCount = 4;

function PageSuggestions({ pages, label }: { pages: readonly SearchDocument[]; label: string }) {
  const offered = pages.filter((page) => page.href).slice(0, suggestionCount);
  if (offered.length === 0) return null;
  return (
    <SuggestionList aria-label={label}>
      {offered.map((page) => (
        <li key={page.id}>
          <SuggestionLink to={page.href!}>{page.title}</SuggestionLink>
        </li>
      ))}
    </SuggestionList>
  );
}

function ExampleSearches({ pages }: { pages: readonly SearchDocument[] }) {
  const { t } = useTranslation();
  const examples = [...new Set(pages.map((page) => page.title))].slice(0, suggestionCount);
  if (examples.length === 0) return null;
  return (
    <SuggestionList aria-label={t('Example searches')}>
      {examples.map((example) => (
        <li key={example}>
          <SuggestionLink to={{ search: `?${new URLSearchParams({ q: example })}` }}>
            {example}
          </SuggestionLink>
        </li>
      ))}
    </SuggestionList>
  );
}

/** Shown before anything is searched: what can be found, and a few searches to start from. */
export function SearchPrompt({ pages }: { pages: readonly SearchDocument[] }) {
  const { t } = useTranslation();
  return (
    <Guidance>
      <GuidanceTitle>{t('What are you looking for?')}</GuidanceTitle>
      <GuidanceText>
        {t(
          'Search the dashboard’s pages and your messages, notifications and tasks. Every word you type must appear in a result; capitals and accents do not matter.',
        )}
      </GuidanceText>
      <ExampleSearches pages={pages} />
    </Guidance>
  );
}

/** Shown when nothing matches: why that may be, and pages to carry on from. */
export function NoResults({ query, pages }: { query: string; pages: readonly SearchDocument[] }) {
  const { t } = useTranslation();
  return (
    <Guidance>
      <GuidanceTitle>{t('No results for “{query}”', { query })}</GuidanceTitle>
      <GuidanceText>{t('Suggestions:')}</GuidanceText>
      <GuidanceList>
        <li>{t('Check the spelling of each word.')}</li>
        <li>{t('Use fewer words: a result must contain every one of them.')}</li>
        <li>{t('Try a more general word, such as the name of a menu group.')}</li>
      </GuidanceList>
      <GuidanceText>{t('Or go straight to a page:')}</GuidanceText>
      <PageSuggestions pages={pages} label={t('Pages')} />
    </Guidance>
  );
}
