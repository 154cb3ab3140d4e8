import { Fragment } from 'react';
import { Mark } from './SearchResults.styles';
import type { TextSegment } from './searchIndex';

/** Text with its matching runs drawn as `<mark>`, built from segments so no markup is ever injected. */
export function Highlighted({ segments }: { segments: readonly TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.isMatch ? (
      <Mark key={index}>{segment.text}</Mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
