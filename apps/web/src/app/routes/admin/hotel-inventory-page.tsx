import { AdminInventoryView } from '../../../features/inventory/admin/admin-inventory-page';

export function AdminHotelInventoryPage() {
  return <AdminInventoryView />;
}
