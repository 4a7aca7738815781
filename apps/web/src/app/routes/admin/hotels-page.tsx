export { AdminHotelsPage } from '../../../features/hotels/admin/admin-hotels-page';
