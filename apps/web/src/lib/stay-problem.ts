import { agencyToday } from './agency-time';

export interface StayDates {
  checkIn?: string;
  checkOut?: string;
}

export type StayProblem = 'checkInMissing' | 'checkOutMissing' | 'checkInPast' | 'checkOutNotAfterCheckIn';

/** Why these dates cannot be searched, or null: both empty (no stay) or a stay of a night or more from today. */
export function stayProblem(value: StayDates, today = agencyToday()): StayProblem | null {
  const { checkIn, checkOut } = value;
  if (!checkIn && !checkOut) return null;
  if (!checkIn) return 'checkInMissing';
  if (checkIn < today) return 'checkInPast';
  if (!checkOut) return 'checkOutMissing';
  if (checkOut <= checkIn) return 'checkOutNotAfterCheckIn';
  return null;
}

/** The field a problem belongs to (to show it there and put the focus on it). */
export const problemField = (problem: StayProblem) =>
  problem === 'checkInMissing' || problem === 'checkInPast' ? 'checkIn' : 'checkOut';
