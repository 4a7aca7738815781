import { BlogArchiveView } from '../../../features/blog/blog-archive-view';

export function BlogArchivePage() {
  return <BlogArchiveView />;
}
