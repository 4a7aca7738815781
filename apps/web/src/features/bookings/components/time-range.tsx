/**
 * A table's time, from–to: each time set apart, so on an Arabic page the range reads from the right
 * (the start first) and each time keeps its own order.
 */
export function TimeRange({ from, to }: { from: string; to: string }) {
  return (
    <>
      <bdi>{from}</bdi>–<bdi>{to}</bdi>
    </>
  );
}
