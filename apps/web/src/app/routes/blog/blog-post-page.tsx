import { BlogPostView } from '../../../features/blog/blog-post-view';

export function BlogPostPage() {
  return <BlogPostView />;
}
