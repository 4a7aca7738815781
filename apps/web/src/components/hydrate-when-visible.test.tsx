import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterPartsNearScreenLive, HydrateWhenVisible } from './hydrate-when-visible';

describe('HydrateWhenVisible', () => {
  it('renders its part at once when the browser renders the page itself', async () => {
    render(
      <HydrateWhenVisible id="part-a">
        <p>Featured hotels</p>
      </HydrateWhenVisible>,
    );
    expect(screen.getByText('Featured hotels')).toBeInTheDocument();
    expect(document.getElementById('part-a')).toHaveAttribute('data-hydrate-when-visible');
    // Nothing near the screen is still waiting to become live.
    await expect(afterPartsNearScreenLive()).resolves.toBeUndefined();
  });
});
