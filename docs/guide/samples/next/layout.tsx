import type { ReactNode } from 'react';
import { AtriumProvider } from '@atrium/ui';
import { StyledComponentsRegistry } from './StyledComponentsRegistry';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>
          <AtriumProvider>{children}</AtriumProvider>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
