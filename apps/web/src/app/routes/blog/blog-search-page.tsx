import { BlogSearchView } from '../../../features/blog/blog-search-view';

export function BlogSearchPage() {
  return <BlogSearchView />;
}
