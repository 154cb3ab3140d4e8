import { Button, useTranslation } from '@atrium/ui';
import { ErrorScreen } from './ErrorScreen';

/** The page shown when the server failed to answer a request (`/500`). */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="500"
      tone="danger"
      title={t('Internal server error')}
      explanation={t(
        'Something went wrong on our side and the request could not be completed. Nothing you did caused it; try again in a moment, or carry on from one of the places below.',
      )}
      actions={<Button onPress={() => window.location.reload()}>{t('Try again')}</Button>}
    />
  );
}
