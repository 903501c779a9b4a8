import {
  Cookie,
  Download,
  Eye,
  KeyRound,
  Lock,
  Mail,
  PencilLine,
  ServerCog,
  ShieldCheck,
  Sparkles,
  Trash2,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

const PRIVACY_CONTACT = 'privacidade@constelar.app';

interface Item {
  Icon: LucideIcon;
  title: string;
  text: ReactNode;
}

const COLLECTED: Item[] = [
  {
    Icon: Sparkles,
    title: 'Nome e dados de nascimento',
    text: 'Seu nome, a data, a hora e o local em que você nasceu. São a matéria-prima dos cálculos: com eles montamos seu mapa astral, seus números e seus arcanos pessoais. Nada além disso.',
  },
  {
    Icon: Mail,
    title: 'Endereço de e-mail',
    text: 'Usado para criar e proteger sua conta e para guardar suas jornadas, para que você as encontre quando voltar. E-mails de novidades e inspirações só chegam se você disser que quer, e um clique basta para deixar de recebê-los.',
  },
  {
    Icon: Cookie,
    title: 'Cookies essenciais',
    text: 'Apenas os necessários para manter você conectado com segurança e para lembrar que você aceitou este pacto. Não usamos cookies de publicidade nem rastreamos você por outros sites.',
  },
];

const STORAGE: Item[] = [
  {
    Icon: ServerCog,
    title: 'Ambiente seguro',
    text: 'Seus dados ficam em servidores protegidos, com conexões sempre criptografadas.',
  },
  {
    Icon: KeyRound,
    title: 'Senhas criptografadas',
    text: 'Sua senha é guardada de forma criptografada e irreversível. Nem nós conseguimos lê-la.',
  },
  {
    Icon: Lock,
    title: 'Acesso restrito',
    text: 'Só as poucas pessoas que mantêm o Constelar funcionando podem acessar os sistemas, e apenas quando é preciso.',
  },
  {
    Icon: UserX,
    title: 'Nada de venda ou compartilhamento',
    text: 'Seus dados pessoais não são vendidos, alugados nem compartilhados com anunciantes ou terceiros. Sua história é sua.',
  },
];

const RIGHTS: Item[] = [
  {
    Icon: Eye,
    title: 'Acesso',
    text: 'Veja todos os seus dados e relatórios a qualquer momento no seu painel, o Santuário Pessoal.',
  },
  {
    Icon: PencilLine,
    title: 'Correção',
    text: 'Encontrou algo errado ou desatualizado? Corrija seu nome e e-mail no seu perfil, quando quiser.',
  },
  {
    Icon: Download,
    title: 'Exportação',
    text: 'Baixe uma cópia completa dos seus dados em um arquivo, direto da aba Privacidade do seu perfil.',
  },
  {
    Icon: Trash2,
    title: 'Exclusão',
    text: 'Peça a exclusão completa da sua conta e de todos os seus registros. Ela é definitiva: relatórios, conquistas e inscrições vão junto.',
  },
];

function ItemGrid({ items, columns }: { items: Item[]; columns: string }) {
  return (
    <ul className={`mt-5 grid gap-3 ${columns}`}>
      {items.map(({ Icon, title, text }) => (
        <li
          key={title}
          className="flex gap-3 rounded-xl border border-gold/10 bg-night/40 p-3.5 sm:gap-4 sm:p-4"
        >
          <span className="grid h-9 w-9 shrink-0 sm:h-10 sm:w-10 place-items-center rounded-full border border-gold/30 bg-violet/50 text-soft-gold">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 className="font-sans text-base font-semibold text-soft-gold">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-text/90">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const SECTIONS = [
  { id: 'dados-coletados', title: 'Os dados que coletamos' },
  { id: 'como-guardamos', title: 'Como guardamos seus dados' },
  { id: 'seus-direitos', title: 'Seus direitos pela LGPD' },
  { id: 'contato', title: 'Fale com a gente' },
] as const;

function Section({ index, children }: { index: number; children: ReactNode }) {
  const section = SECTIONS[index]!;
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className="glass scroll-mt-24 p-4 sm:p-8"
    >
      <h2 id={`${section.id}-title`} className="flex items-baseline gap-3 text-xl text-soft-gold sm:text-2xl">
        <span className="font-serif text-sm text-gold" aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
        {section.title}
      </h2>
      {children}
    </section>
  );
}

/** /politica-de-privacidade: 'O Pacto de Confiança' (product.md §2). */
export function PrivacyPage() {
  return (
    <article className="mx-auto max-w-5xl animate-fade-in" aria-labelledby="pacto-title">
      <header className="mx-auto max-w-2xl text-center">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full border border-gold/40 bg-violet/60 text-soft-gold">
          <ShieldCheck className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="mt-5 text-xs font-semibold uppercase tracking-[0.25em] text-teal">
          Política de Privacidade
        </p>
        <h1 id="pacto-title" className="gold-text mt-2 text-3xl leading-tight sm:text-5xl">
          O Pacto de Confiança
        </h1>
        <p className="mt-3 text-sm text-muted">
          Última atualização: <time dateTime="2025-08-26">26 de agosto de 2025</time>
        </p>
        <p className="mt-5 leading-relaxed text-text/90">
          Quando você nos conta quando e onde nasceu, está compartilhando algo íntimo. Este pacto explica, sem
          juridiquês, o que guardamos, por que guardamos e como você continua no controle de tudo.
        </p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Nesta página" className="hidden lg:block">
          <ol className="sticky top-28 space-y-1 border-l border-gold/20 text-sm">
            {SECTIONS.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ml-px flex min-h-11 items-center gap-2 border-l border-transparent pl-4 text-muted transition hover:border-gold hover:text-soft-gold"
                >
                  <span className="font-serif text-xs text-gold">{String(i + 1).padStart(2, '0')}</span>
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="space-y-6">
          <Section index={0}>
            <p className="mt-3 leading-relaxed text-text/90">
              Coletamos apenas o que é preciso para revelar seu céu e manter sua conta. Nada de formulários
              intermináveis.
            </p>
            <ItemGrid items={COLLECTED} columns="" />
          </Section>

          <Section index={1}>
            <p className="mt-3 leading-relaxed text-text/90">
              Cuidamos das suas informações como quem guarda um segredo contado à luz das estrelas.
            </p>
            <ItemGrid items={STORAGE} columns="sm:grid-cols-2" />
          </Section>

          <Section index={2}>
            <p className="mt-3 leading-relaxed text-text/90">
              A Lei Geral de Proteção de Dados (Lei nº 13.709/2018) garante que você decide sobre seus dados.
              No Constelar, esses direitos estão a poucos cliques:
            </p>
            <ItemGrid items={RIGHTS} columns="sm:grid-cols-2" />
          </Section>

          <Section index={3}>
            <p className="mt-3 leading-relaxed text-text/90">
              Ficou alguma dúvida, quer exercer um direito ou só entender melhor como tratamos seus dados?
              Escreva para nós. Respondemos com atenção, em português claro.
            </p>
            <a
              href={`mailto:${PRIVACY_CONTACT}`}
              className="mt-5 inline-flex min-h-12 max-w-full items-center gap-3 rounded-full border border-gold/40 bg-gold/10 px-5 text-soft-gold transition hover:bg-gold/20"
            >
              <Mail className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span className="break-all">{PRIVACY_CONTACT}</span>
            </a>
          </Section>
        </div>
      </div>
    </article>
  );
}
