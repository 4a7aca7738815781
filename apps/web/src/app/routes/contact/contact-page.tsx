import { ContactView } from '../../../features/contact/contact-view';

export function ContactPage() {
  return <ContactView />;
}
