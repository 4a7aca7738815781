/** Tax rate in percent when settings cannot be read (spec section 8). */
export const DEFAULT_TAX_RATE = 12;

export interface PublicPaymentSettings {
  taxRate: number;
  currency: string;
}
