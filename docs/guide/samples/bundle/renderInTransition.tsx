import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AtriumDashboard } from '@atrium/dashboard';

const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<AtriumDashboard history="hash" />));
