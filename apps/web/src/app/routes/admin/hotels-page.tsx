export { AdminHotelsPage } from '../../../features/admin-hotels/admin-hotels-page';
