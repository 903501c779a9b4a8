import { useEffect } from 'react';
import { LandingPage } from '../features/landing/components/landing-page';
import { useAuthModal } from '../lib/auth-modal-store';

export function LoginRoute() {
  const open = useAuthModal((s) => s.open);
  useEffect(() => open('login'), [open]);
  return <LandingPage />;
}
