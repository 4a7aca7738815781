import { BlogCategoryView } from '../../../features/blog/blog-category-view';

export function BlogCategoryPage() {
  return <BlogCategoryView />;
}
