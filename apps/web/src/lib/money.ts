/** Whole currency units as typed (12.5 or "12.50") to integer minor units (1250); empty stays empty. */
export function toMinorUnits(value: number | string): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return undefined;
  return Math.round(number * 100);
}

/** Minor units to the whole currency units shown in the price input. */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}
