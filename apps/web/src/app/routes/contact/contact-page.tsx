import { ContactView } from '../../../features/company/contact-view';

export function ContactPage() {
  return <ContactView />;
}
