export type NavItem =
  | { label: string; kind: 'anchor'; hash: string }
  | { label: string; kind: 'route'; to: string }
  | { label: string; kind: 'placeholder' };

// product.md §2: Blog is a placeholder with no target. "Horóscopo" (issue #25) and "O Céu" (issue #15) follow Sinastria.
export const NAV_ITEMS: NavItem[] = [
  { label: 'Mapa Astral', kind: 'anchor', hash: 'formulario' },
  { label: 'Tarot', kind: 'anchor', hash: 'insight' },
  { label: 'Sinastria', kind: 'route', to: '/sinastria' },
  { label: 'Horóscopo', kind: 'route', to: '/horoscopo' },
  { label: 'O Céu', kind: 'route', to: '/ceu' },
  { label: 'Blog', kind: 'placeholder' },
];
