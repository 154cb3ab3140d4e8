import { createRoot } from 'react-dom/client';
import { AtriumDashboard } from '@atrium/dashboard';
import { reportIcons, reportsPage } from './reportsPage';

createRoot(document.getElementById('root')!).render(
  <AtriumDashboard pages={[reportsPage]} icons={reportIcons} />,
);
