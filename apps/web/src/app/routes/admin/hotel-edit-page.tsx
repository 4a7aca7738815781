export { AdminHotelEditPage } from '../../../features/admin-hotels/hotel-editor-page';
