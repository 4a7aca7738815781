import { ConfirmationView } from '../../../features/booking/confirmation-page';

export function ConfirmationPage() {
  return <ConfirmationView />;
}
