/**
 * The file name from a Content-Disposition header (RFC 6266: filename* wins over filename), else the
 * product's fallback 'constelar-data-export-YYYY-MM-DD.json' for the given local day.
 */
export function exportFileName(contentDisposition: string | null | undefined, today: Date): string {
  const header = contentDisposition ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim()));
    } catch {
      /* malformed: fall through */
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  if (name) return sanitize(name);
  const y = today.getFullYear();
  const m = String(today.getMonth() + 1).padStart(2, '0');
  const d = String(today.getDate()).padStart(2, '0');
  return `constelar-data-export-${y}-${m}-${d}.json`;
}

// A header never gets to choose a folder.
const sanitize = (name: string) => name.replace(/[/\\]/g, '_');
