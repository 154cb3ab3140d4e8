/** A small chevron drawn in the current text colour; hidden from assistive technology. */
export function ChevronIcon({ pointing = 'down' }: { pointing?: 'down' | 'up' }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="1em" height="1em">
      <path
        d={pointing === 'down' ? 'M3.5 6 8 10.5 12.5 6' : 'M3.5 10 8 5.5 12.5 10'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
