import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../components/states/error-state';
import { useTranslation } from '../lib/use-translation';
import { NotFoundPage } from './routes/errors/not-found-page';

/** After a deploy an old tab may ask for a page chunk that no longer exists. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** A route threw while loading or rendering: say so calmly and offer a way on. */
export function RouteError() {
  const { t } = useTranslation('pages');
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" px="md" py={{ base: 48, sm: 80 }}>
      <ErrorState
        title={t('routeError.title')}
        message={isStaleChunk(error) ? t('routeError.newVersion') : t('routeError.body')}
        onRetry={() => window.location.reload()}
      />
    </Container>
  );
}
