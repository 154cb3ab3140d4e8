import type { AtriumTheme } from './tokens';

// Types every styled component's `theme` prop with Atrium's tokens, for us and for apps that use the package.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AtriumTheme {}
}

export type { AtriumTheme };
