import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

const show = (element: ReactNode) => renderRoutes([{ path: '*', element }]);

describe('state components', () => {
  it('announces loading', async () => {
    await show(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows the generic error and retries on request', async () => {
    const onRetry = vi.fn();
    await show(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a retry action', async () => {
    await show(<ErrorState message="Failed to load hotels" />);
    expect(screen.getByText('Failed to load hotels')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an empty state with one next step', async () => {
    await show(
      <EmptyState description="No hotels match." action={<button type="button">Clear filters</button>} />,
    );
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
