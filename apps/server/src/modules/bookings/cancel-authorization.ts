import { normalizeEmail } from '@app/shared/auth/email';
import { AppError } from '../../lib/app-error.ts';

/** What a cancel request proves: the caller's session, and what a guest was given (reference and email). */
export interface CancelProof {
  user: { id: string; role: string } | null;
  reference?: string;
  email?: string;
}

/**
 * Who may cancel a booking: its own user or an admin, by their session; a booking made without an
 * account also by whoever gives both its reference and its email, the two things only its guest
 * was given (the id alone, or the id and email, are not enough). A booking that belongs to an
 * account is never cancelled without that account's session: with the guest's proof the answer
 * says to log in (401 anonymous, 403 signed in as someone else); without it the booking stays a
 * 404, as if it did not exist.
 */
export function authorizeCancel(
  booking: { userId: string | null; reference: string; email: string },
  proof: CancelProof,
): void {
  const { user } = proof;
  if (user && (booking.userId === user.id || user.role === 'admin')) return;
  const guestProof =
    !!proof.reference &&
    !!proof.email &&
    proof.reference.trim().toUpperCase() === booking.reference &&
    normalizeEmail(proof.email) === normalizeEmail(booking.email);
  if (!guestProof) throw new AppError(404, 'not_found');
  if (booking.userId !== null) throw new AppError(user ? 403 : 401, 'sign_in_to_cancel');
}
