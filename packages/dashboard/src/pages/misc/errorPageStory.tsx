import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function Landing() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * Renders an error page at `path` inside a memory router whose history starts at `from` (or at the error
 * page itself when `from` is omitted), so stories can follow its links and its "Go back" button.
 */
export function ErrorPageInRouter({
  page: Page,
  path,
  from,
}: {
  page: ComponentType;
  path: string;
  from?: string;
}) {
  return (
    <MemoryRouter initialEntries={from ? [from, path] : [path]} initialIndex={from ? 1 : 0}>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>
  );
}
