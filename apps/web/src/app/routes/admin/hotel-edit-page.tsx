export { AdminHotelEditPage } from '../../../features/hotels/admin/hotel-editor-page';
