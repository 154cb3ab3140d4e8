import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useLocation, useNavigate } from 'react-router';
import { Button, useTranslation } from '@atrium/ui';
import {
  ErrorPanel,
  Explanation,
  Figure,
  LinkHint,
  LinkList,
  LinksHeading,
  PlaceLink,
  PrimaryActions,
  Title,
  type ErrorTone,
} from './ErrorScreen.styles';

/** Where "Go back" lands when the error page was the first page of the visit. */
const homePath = '/dashboard';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** The HTTP-style status shown as the large figure, e.g. `404`. */
  code: string;
  title: string;
  explanation: ReactNode;
  tone: ErrorTone;
  /** Extra buttons beside "Go back", such as "Try again". */
  actions?: ReactNode;
}

/** The shared body of the error pages: figure, title, explanation, a way back and a few places to go. */
export function ErrorScreen({ code, title, explanation, tone, actions }: ErrorScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const { t } = useTranslation();
  // The router marks the visit's first entry as 'default': there is no earlier page of ours to return to.
  const goBack = () => (location.key === 'default' ? navigate(homePath) : navigate(-1));

  return (
    <ErrorPanel aria-labelledby={titleId}>
      <Figure $tone={tone}>
        <VisuallyHidden elementType="span">{`${t('Error')} `}</VisuallyHidden>
        {code}
      </Figure>
      <Title id={titleId}>{title}</Title>
      <Explanation>{explanation}</Explanation>
      <PrimaryActions>
        <Button variant="primary" onPress={goBack}>
          {t('Go back')}
        </Button>
        {actions}
      </PrimaryActions>
      <LinksHeading>{t('Other places to go')}</LinksHeading>
      <LinkList>
        <li>
          <PlaceLink to={homePath}>{t('Dashboard')}</PlaceLink>{' '}
          <LinkHint>{t('— today’s sales, visitors and tasks')}</LinkHint>
        </li>
        <li>
          <PlaceLink to="/login">{t('Sign in again')}</PlaceLink>{' '}
          <LinkHint>{t('— if your session has ended')}</LinkHint>
        </li>
      </LinkList>
    </ErrorPanel>
  );
}
