import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { CheckoutItem } from './checkout-item';

describe('CheckoutItem', () => {
  it('shows the picture of what is booked, and keeps its place without an empty image when there is none', async () => {
    const pictured = await renderWithProviders(
      <CheckoutItem image="/images/tour.svg" name="Uzungöl and the plateaus">
        2 travellers
      </CheckoutItem>,
    );
    expect(pictured.container.querySelector('img')?.getAttribute('src')).toBe('/images/tour.svg');
    pictured.unmount();
    const bare = await renderWithProviders(
      <CheckoutItem image="" name="Uzungöl and the plateaus">
        2 travellers
      </CheckoutItem>,
    );
    expect(await screen.findByText('Uzungöl and the plateaus')).toBeInTheDocument();
    expect(bare.container.querySelector('img')).toBeNull();
  });
});
