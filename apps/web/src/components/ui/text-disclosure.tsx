/**
 * A card's text behind "Ler o texto", for long lists read by their titles first. A native disclosure:
 * keyboard and screen readers get it for free, and the text stays in the page for search and print.
 */
export function TextDisclosure({
  text,
  open = false,
  className = '',
}: {
  text: string;
  open?: boolean;
  className?: string;
}) {
  return (
    <details open={open} className={`group ${className}`}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full text-sm text-soft-gold underline-offset-4 hover:underline">
        <span className="group-open:hidden">Ler o texto</span>
        <span className="hidden group-open:inline">Recolher o texto</span>
      </summary>
      <p className="mt-1 text-pretty leading-relaxed text-text/90">{text}</p>
    </details>
  );
}
