export { BlogAnalyticsPage as BlogAdminAnalyticsPage } from '../../../features/blog/admin/analytics-page';
