import { ConfirmationView } from '../../../features/bookings/confirmation-page';

export function ConfirmationPage() {
  return <ConfirmationView />;
}
