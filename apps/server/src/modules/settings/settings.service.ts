/** What other modules read from the settings: the tax rate and currency (from the settings repository). */
export { readPaymentSettings } from './payment-settings.ts';
