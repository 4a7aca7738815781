export { AdminHotelNewPage } from '../../../features/hotels/admin/hotel-editor-page';
