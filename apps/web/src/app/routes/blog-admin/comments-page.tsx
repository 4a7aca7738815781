export { BlogCommentsPage as BlogAdminCommentsPage } from '../../../features/blog/admin/comments-page';
