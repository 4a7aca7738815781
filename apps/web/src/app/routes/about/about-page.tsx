import { AboutView } from '../../../features/about/about-view';

export function AboutPage() {
  return <AboutView />;
}
