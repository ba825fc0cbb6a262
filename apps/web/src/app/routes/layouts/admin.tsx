import { RequireOperator } from '../../guards.tsx';
import { AdminLayout } from '../../layouts/admin-layout.tsx';

export default function AdminLayoutRoute() {
  return (
    <RequireOperator>
      <AdminLayout />
    </RequireOperator>
  );
}
