/** A pin on the screen: its point (pixels at the current zoom) and its width. */
export interface PlacedPin<T> {
  item: T;
  x: number;
  y: number;
  width: number;
}

/** Space kept between two pins so each can be read and tapped. */
const MARGIN = 6;

/**
 * Groups pins that would overlap on the screen: each pin joins the first group whose first pin
 * it would touch (both pins being `height` tall and as wide as their own text), else starts a new
 * group. The order of the pins is kept inside each group and between groups.
 */
export function groupOverlapping<T>(pins: PlacedPin<T>[], height: number): PlacedPin<T>[][] {
  const groups: PlacedPin<T>[][] = [];
  for (const pin of pins) {
    const group = groups.find(([seed]) => {
      if (!seed) return false;
      return (
        Math.abs(seed.x - pin.x) < (seed.width + pin.width) / 2 + MARGIN &&
        Math.abs(seed.y - pin.y) < height + MARGIN
      );
    });
    if (group) group.push(pin);
    else groups.push([pin]);
  }
  return groups;
}
