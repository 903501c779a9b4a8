import { Bell, KeyRound, ShieldCheck, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { PROFILE_MESSAGE_MS } from '../../../../config/constants';
import { useProfile } from '../../../../lib/profile-query';
import { useTimedMessage } from '../../hooks/use-timed-message';
import { useSessionUser } from '../../../../lib/session';
import { StatusLine } from '../status-line';
import { PasswordTab } from './password-tab';
import { PrivacyTab } from './privacy-tab';
import { ProfileTab } from './profile-tab';
import { Tabs, type TabSpec } from './tabs';

// The push code loads with its tab, not with the dashboard.
const NotificationsTab = lazy(() =>
  import('./notifications-tab').then((module) => ({ default: module.NotificationsTab })),
);

type TabKey = 'perfil' | 'senha' | 'notificacoes' | 'privacidade';
const TABS: readonly TabSpec<TabKey>[] = [
  {
    key: 'perfil',
    label: 'Perfil',
    icon: <UserRound className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden="true" />,
  },
  {
    key: 'senha',
    label: 'Senha',
    icon: <KeyRound className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden="true" />,
  },
  {
    key: 'notificacoes',
    label: 'Notificações',
    icon: <Bell className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden="true" />,
  },
  {
    key: 'privacidade',
    label: 'Privacidade',
    icon: <ShieldCheck className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden="true" />,
  },
];

/** Mounted only while the dialog is open, so each opening loads the profile afresh (product.md §4). */
function ProfileBody({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<TabKey>('perfil');
  const userId = useSessionUser()?.id ?? null;
  const profile = useProfile(userId);
  const { message, show, clear } = useTimedMessage(PROFILE_MESSAGE_MS);
  // A save re-mounts the profile tab with the server's answer; focus goes back to its button.
  const [saved, setSaved] = useState(false);
  // A message belongs to the tab that raised it: 'Senha alterada' has no place under Privacidade.
  const changeTab = (next: TabKey) => {
    if (next !== tab) clear();
    setSaved(false);
    setTab(next);
  };

  let panel;
  if (tab === 'senha') panel = <PasswordTab notify={show} />;
  else if (tab === 'notificacoes')
    panel = (
      <Suspense fallback={<p className="py-8 text-center text-muted">Carregando...</p>}>
        <NotificationsTab notify={show} />
      </Suspense>
    );
  else if (tab === 'privacidade')
    panel = <PrivacyTab notify={show} onDeleted={onClose} onSignedOut={onClose} />;
  else if (profile.isPending) panel = <p className="py-8 text-center text-muted">Carregando perfil...</p>;
  else if (profile.isError)
    panel = (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p role="alert" className="text-danger">
          {profile.error.message}
        </p>
        <Button variant="secondary" onClick={() => profile.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  else
    panel = (
      // Re-keyed on what the server returns, so a reload after saving refreshes the fields.
      <ProfileTab
        key={`${profile.data.name}|${profile.data.email}`}
        profile={profile.data}
        notify={show}
        onSaved={() => setSaved(true)}
        focusSave={saved}
      />
    );

  return (
    <>
      <Tabs tabs={TABS} active={tab} onChange={changeTab} label="Seções do perfil">
        {panel}
      </Tabs>
      <StatusLine message={message} className="mt-4" />
    </>
  );
}

export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Meu Perfil"
      description="Seus dados, sua senha e sua privacidade em um só lugar."
      className="max-w-lg"
    >
      {open && <ProfileBody onClose={onClose} />}
    </Dialog>
  );
}
