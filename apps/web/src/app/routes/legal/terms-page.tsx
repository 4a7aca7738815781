import { LegalPage } from '../../../features/legal/legal-page';

export function TermsPage() {
  return <LegalPage doc="terms" />;
}
