import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AtriumDashboard } from '@atrium/dashboard';

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AtriumDashboard history="hash" />
  </StrictMode>,
);
