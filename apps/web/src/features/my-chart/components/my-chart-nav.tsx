import { ViewLinks } from '../../../components/ui/view-links';

export type MyChartView = 'mapa' | 'ceu' | 'progressoes';

const VIEWS = [
  { view: 'mapa', to: '/meu-mapa', label: 'Seu mapa' },
  { view: 'ceu', to: '/meu-mapa?aba=ceu', label: 'Seu céu' },
  { view: 'progressoes', to: '/meu-mapa?aba=progressoes', label: 'Progressões' },
] as const;

/** The views of "Meu mapa". */
export function MyChartNav({ current }: { current: MyChartView }) {
  return <ViewLinks label="Meu mapa" views={VIEWS} current={current} />;
}
