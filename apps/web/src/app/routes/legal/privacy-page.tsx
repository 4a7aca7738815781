import { LegalPage } from '../../../features/legal/legal-page';

export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
