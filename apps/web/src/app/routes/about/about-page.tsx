import { AboutView } from '../../../features/company/about-view';

export function AboutPage() {
  return <AboutView />;
}
