export { BlogDashboardPage as BlogAdminDashboardPage } from '../../../features/blog/admin/dashboard-page';
