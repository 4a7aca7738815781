import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { TaxisPage } from './taxis-page';

describe('taxis page', () => {
  it('repeats the search with its date and time as the reader’s language writes them', async () => {
    await renderRoutes(
      [{ path: '/taxis', element: <TaxisPage /> }],
      '/taxis?pickup=Trabzon%20Airport&date=2027-07-01&time=14:30',
      'ar',
    );
    expect(await screen.findByText('Trabzon Airport')).toBeInTheDocument();
    expect(screen.getByText('2:30 م')).toBeInTheDocument();
  });

  it('leaves out a time that is not one', async () => {
    await renderRoutes([{ path: '/taxis', element: <TaxisPage /> }], '/taxis?pickup=Rize&time=25:99');
    expect(await screen.findByText('Rize')).toBeInTheDocument();
    expect(screen.queryByText('Pickup time')).toBeNull();
  });
});
