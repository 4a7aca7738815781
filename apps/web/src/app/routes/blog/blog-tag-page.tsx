import { BlogTagView } from '../../../features/blog/blog-taxonomy-view';

export function BlogTagPage() {
  return <BlogTagView />;
}
