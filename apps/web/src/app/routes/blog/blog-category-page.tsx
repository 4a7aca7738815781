import { BlogCategoryView } from '../../../features/blog/blog-taxonomy-view';

export function BlogCategoryPage() {
  return <BlogCategoryView />;
}
