import { Fragment } from 'react';
import { Highlighted } from './Highlighted';
import type { SearchHit } from './searchIndex';
import {
  Excerpt,
  Meta,
  ResultEntry,
  ResultHeading,
  ResultLink,
  Trail,
  TrailSeparator,
} from './SearchResults.styles';

/** Props of {@link SearchResultItem}. */
export interface SearchResultItemProps {
  hit: SearchHit;
}

/** One result: its title (a link when it has a page), its breadcrumb-like path, a snippet and a meta line. */
export function SearchResultItem({ hit }: SearchResultItemProps) {
  const { document, snippet } = hit;
  const hasSnippet = snippet.segments.length > 0;
  return (
    <ResultEntry>
      <ResultHeading>
        {document.href ? (
          <ResultLink to={document.href}>
            <Highlighted segments={hit.title} />
          </ResultLink>
        ) : (
          <span>
            <Highlighted segments={hit.title} />
          </span>
        )}
      </ResultHeading>
      {hit.trail.length > 0 && (
        <Trail>
          {hit.trail.map((crumb, index) => (
            <Fragment key={index}>
              {index > 0 && (
                <>
                  {' '}
                  <TrailSeparator aria-hidden="true">›</TrailSeparator>{' '}
                </>
              )}
              <Highlighted segments={crumb} />
            </Fragment>
          ))}
        </Trail>
      )}
      {hasSnippet && (
        <Excerpt>
          {snippet.isCutAtStart && '… '}
          <Highlighted segments={snippet.segments} />
          {snippet.isCutAtEnd && ' …'}
        </Excerpt>
      )}
      {document.meta && <Meta>{document.meta}</Meta>}
    </ResultEntry>
  );
}
