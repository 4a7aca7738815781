import { BlogTagView } from '../../../features/blog/blog-tag-view';

export function BlogTagPage() {
  return <BlogTagView />;
}
