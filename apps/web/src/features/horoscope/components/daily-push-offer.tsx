import { PUSH_ANONYMOUS_TOPICS, PUSH_DEFAULT_HOUR } from '@constelar/contract/constants';
import type { Sign } from '@constelar/core/codes';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSignedIn } from '../../../lib/session';

/**
 * "Receber todo dia" (push.md §2): this sign's horóscopo as a notification each morning. Permission is
 * asked only when the button is pressed; a refusal is explained and nothing asks again by itself. The
 * push code loads on the click, not with the page.
 */
export function DailyPushOffer({ sign, signName }: { sign: Sign; signName: string }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const signedIn = useSignedIn();

  const enable = async () => {
    setBusy(true);
    try {
      const { enablePush, storedPush, PUSH_WORDS } = await import('../../../lib/web-push');
      const kept = storedPush();
      // A member's topics need their session: signed out, this browser keeps only the open ones.
      const open = (kept?.topics ?? []).filter(
        (topic) => signedIn || (PUSH_ANONYMOUS_TOPICS as readonly string[]).includes(topic),
      );
      const topics = [...new Set([...open, 'horoscope' as const])];
      const hour = kept?.hour ?? PUSH_DEFAULT_HOUR;
      const result = await enablePush({ topics, sign, hour });
      setMessage(
        result.ok
          ? `Pronto: o horóscopo de ${signName} chega todo dia às ${hour}h (horário de Brasília). Ajuste em Perfil › Notificações.`
          : PUSH_WORDS[result.reason],
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="receber-todo-dia"
      className="glass flex flex-col items-center gap-3 p-4 text-center sm:p-5"
    >
      <h2 id="receber-todo-dia" className="font-serif text-lg text-soft-gold">
        O horóscopo de {signName} no seu celular
      </h2>
      <p className="text-sm text-muted">Uma notificação por dia, de manhã. Você desativa quando quiser.</p>
      <Button variant="secondary" onClick={() => void enable()} disabled={busy} aria-busy={busy}>
        <BellRing className="h-4 w-4" aria-hidden="true" />
        Receber todo dia
      </Button>
      <p role="status" className="min-h-5 text-sm text-soft-gold">
        {message}
      </p>
    </section>
  );
}
