// Next.js is not a dependency of this repository. This declares the one Next.js API the samples call, with
// the signature Next.js gives it, so that the samples' use of Atrium is type-checked like every other sample.
declare module 'next/navigation' {
  import type { ReactNode } from 'react';

  export function useServerInsertedHTML(callback: () => ReactNode): void;
}
