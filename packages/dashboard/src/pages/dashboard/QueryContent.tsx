import type { ReactNode } from 'react';
import { Alert, Button, Spinner, useTranslation } from '@atrium/ui';
import styled from 'styled-components';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const Retry = styled.div`
  margin-block-start: ${({ theme }) => theme.space.sm};
`;

/** The parts of a react-query result that {@link QueryContent} reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Props of {@link QueryContent}. */
export interface QueryContentProps<T> {
  query: QueryLike<T>;
  /** What the spinner and the error name, e.g. "messages". */
  what: string;
  children: (data: T) => ReactNode;
}

/** A widget body fed by a query: a spinner while loading, an error with Retry on failure, else the content. */
export function QueryContent<T>({ query, what, children }: QueryContentProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert variant="danger" title={t('The {what} could not be loaded.', { what: t(what) })}>
        <Retry>
          <Button size="sm" onPress={() => void query.refetch()}>
            {t('Retry')}
          </Button>
        </Retry>
      </Alert>
    );
  }
  return (
    <Centered>
      <Spinner label={t('Loading {what}…', { what: t(what) })} />
    </Centered>
  );
}
