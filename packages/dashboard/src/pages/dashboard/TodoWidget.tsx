import { lazy } from 'react';
import { Icon, useTranslation, Widget } from '@atrium/ui';
import { faListCheck } from '@fortawesome/free-solid-svg-icons';
import { BelowTheFold } from './BelowTheFold';

const TodoWidgetBoard = lazy(() => import('./TodoWidgetBoard'));

/** The to-do widget; the board keeps the user's changes itself. */
export function TodoWidget() {
  const { t } = useTranslation();
  return (
    <Widget defaultTitle={t('To-do list')} icon={<Icon icon={faListCheck} />} buttons={{ edit: false }}>
      <BelowTheFold height={420}>
        <TodoWidgetBoard />
      </BelowTheFold>
    </Widget>
  );
}
