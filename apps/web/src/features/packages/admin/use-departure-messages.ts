import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

export const MAX_SEATS = 500;

const whole = (value: number | string) => String(value).trim() !== '' && Number.isInteger(Number(value));

export interface DepartureErrors {
  startDate?: string;
  seatsTotal?: string;
}

/** What is wrong with a departure's date or seats, and why the server refused one, in the reader's words. */
export function useDepartureMessages() {
  const { t } = useTranslation('adminPackages');

  /** Seats of a departure: a whole number from 1 (or what is booked) to 500. */
  const checkSeats = useCallback(
    (seats: number | string, booked = 0): string | undefined => {
      const n = Number(seats);
      if (!whole(seats) || n < 1 || n > MAX_SEATS) return t('departures.seatsRange');
      if (n < booked)
        return t('departures.seatsBelowBooked', { booked: formatNumber(booked, currentLanguage()) });
      return undefined;
    },
    [t],
  );

  /** A new departure: its first day after today, and its seats. */
  const checkNew = useCallback(
    (date: string, seats: number | string, firstAllowed: string): DepartureErrors => {
      const errors: DepartureErrors = {};
      if (!date) errors.startDate = t('departures.dateRequired');
      else if (date < firstAllowed) errors.startDate = t('departures.datePast');
      const seatsError = checkSeats(seats);
      if (seatsError) errors.seatsTotal = seatsError;
      return errors;
    },
    [t, checkSeats],
  );

  /** The server's field errors on the date and seats; `null` when it gave none (say it above instead). */
  const fromServer = useCallback(
    (error: unknown, date: string, booked = 0): DepartureErrors | null => {
      if (!(error instanceof ApiError) || error.errors.length === 0) return null;
      const errors: DepartureErrors = {};
      for (const { field, code, message } of error.errors) {
        if (field === 'startDate')
          errors.startDate =
            code === 'date_taken'
              ? t('departures.dateTaken', { date: formatDate(date, currentLanguage()) })
              : code === 'date_in_past'
                ? t('departures.datePast')
                : message;
        else if (field === 'seatsTotal')
          errors.seatsTotal =
            code === 'seats_below_booked'
              ? t('departures.seatsBelowBooked', { booked: formatNumber(booked, currentLanguage()) })
              : t('departures.seatsRange');
      }
      return errors;
    },
    [t],
  );

  return { checkSeats, checkNew, fromServer };
}
