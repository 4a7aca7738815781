/** A provider's decimal amount ("123.45") in minor units (12345); 0 for nothing. */
export function minorUnits(amount: string | number | undefined | null): number {
  if (amount == null || amount === '') return 0;
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}
