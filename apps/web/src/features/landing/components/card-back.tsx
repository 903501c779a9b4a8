/** The back of the daily tarot card: the Constelar star in a gold frame, in the arcana's line style. */
export function CardBack() {
  const stars = [
    [70, 120, 2.2],
    [230, 150, 1.6],
    [90, 380, 1.4],
    [240, 400, 2],
    [160, 70, 1.4],
    [150, 440, 1.6],
    [52, 250, 1.2],
    [252, 270, 1.2],
  ] as const;
  return (
    <svg viewBox="0 0 300 500" className="h-full w-full" aria-hidden="true">
      <defs>
        <radialGradient id="card-back-glow" cx="50%" cy="50%" r="60%">
          <stop offset="0%" stopColor="#2d1b5e" />
          <stop offset="100%" stopColor="#120b28" />
        </radialGradient>
        <radialGradient id="card-back-halo" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#f3d98b" stopOpacity=".45" />
          <stop offset="100%" stopColor="#f3d98b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="300" height="500" rx="22" fill="url(#card-back-glow)" />
      <rect x="10" y="10" width="280" height="480" rx="16" fill="none" stroke="#d4af37" strokeWidth="2" />
      <rect x="20" y="20" width="260" height="460" rx="12" fill="none" stroke="#d4af37" strokeOpacity=".45" />
      <g fill="none" stroke="#d4af37" strokeOpacity=".55">
        <circle cx="150" cy="250" r="92" />
        <circle cx="150" cy="250" r="70" strokeDasharray="2 6" />
        <path d="M150 120v-40M150 380v40M20 250h38M242 250h38" />
      </g>
      <circle cx="150" cy="250" r="70" fill="url(#card-back-halo)" />
      <path
        d="M150 178l11 50.5L212 250l-51 21.5L150 322l-11-50.5L88 250l51-21.5z"
        fill="#f3d98b"
        stroke="#d4af37"
      />
      <path d="M88 78a16 16 0 1 0 22 20a13 13 0 1 1 -22 -20z" fill="#f3d98b" opacity=".8" />
      <g fill="#f3d98b">
        {stars.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
      </g>
      <circle cx="214" cy="102" r="10" fill="none" stroke="#d4af37" />
      <path d="M214 84v-6M214 120v6M196 102h-6M232 102h6" stroke="#d4af37" />
    </svg>
  );
}
