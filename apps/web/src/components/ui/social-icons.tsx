// Simple outline marks in lucide's stroke style (lucide no longer ships brand icons).
type IconProps = { className?: string };
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export const InstagramIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </svg>
);

export const TwitterIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M4 4l16 16M20 4L4 20" />
  </svg>
);

export const YoutubeIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="2.5" y="5" width="19" height="14" rx="4" />
    <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
  </svg>
);
