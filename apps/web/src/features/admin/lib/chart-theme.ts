// Chart colours come from the theme tokens (visual.md: gold, teal, violet, pink; axis text muted).
// The violet token is a surface colour, too dark to read as a line or bar on the night background,
// so charts use it lifted towards the text colour.
export const CHART_COLORS = {
  gold: 'var(--color-gold)',
  teal: 'var(--color-teal)',
  violet: 'color-mix(in oklab, var(--color-violet) 35%, var(--color-text))',
  pink: 'var(--color-pink)',
  muted: 'var(--color-muted)',
  grid: 'color-mix(in oklab, var(--color-muted) 18%, transparent)',
  tooltipBg: 'var(--color-deep)',
  tooltipBorder: 'color-mix(in oklab, var(--color-gold) 35%, transparent)',
  text: 'var(--color-text)',
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.muted, fontSize: 12 } as const;

export const TOOLTIP_PROPS = {
  contentStyle: {
    background: CHART_COLORS.tooltipBg,
    border: `1px solid ${CHART_COLORS.tooltipBorder}`,
    borderRadius: 12,
    color: CHART_COLORS.text,
    fontSize: 13,
  },
  labelStyle: { color: 'var(--color-soft-gold)', marginBottom: 4 },
  itemStyle: { color: CHART_COLORS.text },
  cursor: { fill: 'color-mix(in oklab, var(--color-gold) 8%, transparent)' },
} as const;

/**
 * No draw-in animation: recharts animates on requestAnimationFrame and a busy or throttled tab can leave
 * a chart half-drawn; the page's own fade-in is the enter transition, and reduced motion needs nothing more.
 */
export const NO_ANIMATION = { isAnimationActive: false } as const;
