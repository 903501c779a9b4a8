import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../lib/auth-store';

/** product.md §2: no session token → back to the landing page. */
export function SessionGuard() {
  const token = useAuthStore((s) => s.token);
  return token ? <Outlet /> : <Navigate to="/" replace />;
}

/** Admin rights come from the server (the token's isAdmin); the server enforces them with 403 too. */
export function AdminGuard() {
  const user = useAuthStore((s) => s.user);
  return user?.isAdmin ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
