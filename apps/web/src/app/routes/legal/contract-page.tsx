import { LegalPage } from '../../../features/legal/legal-page';

export function ContractPage() {
  return <LegalPage doc="contract" />;
}
