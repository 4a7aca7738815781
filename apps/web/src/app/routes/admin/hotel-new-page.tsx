export { AdminHotelNewPage } from '../../../features/admin-hotels/hotel-editor-page';
