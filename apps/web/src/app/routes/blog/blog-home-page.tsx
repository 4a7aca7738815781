import { BlogHomeView } from '../../../features/blog/blog-home-view';

export function BlogHomePage() {
  return <BlogHomeView />;
}
