export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <circle cx="32" cy="32" r="19" fill="none" stroke="#d4af37" strokeWidth="2.5" opacity=".55" />
      <path d="M32 12l4.2 13.6L50 30l-13.8 4.4L32 48l-4.2-13.6L14 30l13.8-4.4z" fill="#f3d98b" />
      <circle cx="47" cy="16" r="2.4" fill="#2dd4bf" />
      <circle cx="17" cy="49" r="1.8" fill="#d4af37" />
    </svg>
  );
}
