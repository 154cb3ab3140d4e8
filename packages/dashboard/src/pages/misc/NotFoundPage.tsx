import { useTranslation } from '@atrium/ui';
import { ErrorScreen } from './ErrorScreen';

/** The page shown for an address the dashboard does not know (`/404`). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="404"
      tone="warning"
      title={t('Page not found')}
      explanation={t(
        'The page you asked for does not exist or has moved. Check the address for typing mistakes, go back, or carry on from one of the places below.',
      )}
    />
  );
}
