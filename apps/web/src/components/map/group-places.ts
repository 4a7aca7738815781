/** A pin on the screen: its point (pixels at the current zoom) and its width. */
export interface PlacedPin<T> {
  item: T;
  x: number;
  y: number;
  width: number;
}

/** Space kept between two pins so each can be read and tapped. */
const MARGIN = 6;

const touch = (a: { x: number; y: number; width: number }, b: typeof a, height: number) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 + MARGIN && Math.abs(a.y - b.y) < height + MARGIN;

/**
 * Groups pins that would overlap on the screen: each pin joins the first group whose shown pin it
 * would touch (pins being `height` tall and as wide as their own text), else starts a new group.
 * A group shows one pin at its first pin's place, as wide as `groupWidth` says ("5 hotels" can be
 * wider than a price); groups whose shown pins would then touch are merged too, until none do.
 * The order of the pins is kept inside each group and between groups.
 */
export function groupOverlapping<T>(
  pins: PlacedPin<T>[],
  height: number,
  groupWidth: (members: PlacedPin<T>[]) => number = ([first]) => first?.width ?? 0,
): PlacedPin<T>[][] {
  const shown = (group: PlacedPin<T>[]) => {
    const [first] = group as [PlacedPin<T>];
    return { x: first.x, y: first.y, width: group.length > 1 ? groupWidth(group) : first.width };
  };
  const groups: PlacedPin<T>[][] = [];
  for (const pin of pins) {
    const group = groups.find((g) => touch(shown(g), pin, height));
    if (group) group.push(pin);
    else groups.push([pin]);
  }
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < groups.length && !merged; i++) {
      for (let j = i + 1; j < groups.length && !merged; j++) {
        const [a, b] = [groups[i] as PlacedPin<T>[], groups[j] as PlacedPin<T>[]];
        if (touch(shown(a), shown(b), height)) {
          a.push(...b);
          groups.splice(j, 1);
          merged = true;
        }
      }
    }
  }
  return groups;
}
