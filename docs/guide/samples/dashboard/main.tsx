import { createRoot } from 'react-dom/client';
import { AtriumDashboard } from '@atrium/dashboard';

createRoot(document.getElementById('root')!).render(
  <AtriumDashboard
    history="browser"
    basename="/admin"
    apiBaseUrl="/admin/api/"
    data="https://api.example.com/v1/"
    requireSignIn
  />,
);
