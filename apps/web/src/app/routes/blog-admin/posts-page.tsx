export { BlogPostsPage as BlogAdminPostsPage } from '../../../features/blog/admin/posts-page';
