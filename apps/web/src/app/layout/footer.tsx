import {
  InstagramIcon as Instagram,
  TwitterIcon as Twitter,
  YoutubeIcon as Youtube,
} from '../../components/ui/social-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/ui/logo';
import { TAGLINE } from '../../config/constants';

const SOCIAL = [
  { label: 'Instagram', Icon: Instagram },
  { label: 'Twitter', Icon: Twitter },
  { label: 'Youtube', Icon: Youtube },
];

/** The newsletter block is passed in so the footer stays free of feature imports. */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  return (
    <footer className="no-print relative mt-24 border-t border-gold/15 bg-night/60 backdrop-blur-sm">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.2fr_1fr]">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="font-serif text-xl text-soft-gold">Constelar</span>
          </div>
          <p className="mt-3 max-w-sm text-sm text-muted">{TAGLINE}</p>
          <Link
            to="/ceu"
            className="mt-3 inline-flex min-h-11 items-center text-sm text-soft-gold underline-offset-4 hover:underline"
          >
            O Céu: o calendário astrológico do mês
          </Link>
          <Link
            to="/tarot"
            className="flex min-h-11 items-center text-sm text-soft-gold underline-offset-4 hover:underline"
          >
            Tarot: tiragens, as 78 cartas e o seu diário
          </Link>
          <ul className="mt-6 flex gap-2" aria-label="Redes sociais">
            {SOCIAL.map(({ label, Icon }) => (
              <li key={label}>
                {/* product.md §2: placeholder targets until the profiles exist. */}
                <a
                  href="#"
                  aria-label={label}
                  onClick={(e) => e.preventDefault()}
                  className="grid h-11 w-11 place-items-center rounded-full border border-gold/25 text-soft-gold transition hover:bg-gold/10"
                >
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <section aria-labelledby="newsletter-title">
          <h2 id="newsletter-title" className="text-lg text-soft-gold">
            Receba a carta semanal do céu
          </h2>
          <p className="mt-1 text-sm text-muted">
            Um e-mail por semana com o céu da semana e um arcano para refletir.
          </p>
          {newsletter}
        </section>
      </div>
      <p className="border-t border-gold/10 py-5 text-center text-xs text-muted">
        © {new Date().getFullYear()} Constelar. Todos os direitos reservados.{' '}
        {/* LGPD: the policy one click from every page (issue #45). */}
        <Link
          to="/politica-de-privacidade"
          className="inline-flex min-h-11 items-center px-1 text-soft-gold underline underline-offset-4 hover:text-gold"
        >
          Política de Privacidade
        </Link>
      </p>
    </footer>
  );
}
