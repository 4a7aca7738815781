import { AdminInventoryView } from '../../../features/admin-inventory/admin-inventory-page';

export function AdminHotelInventoryPage() {
  return <AdminInventoryView />;
}
