import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { exportFileName } from '../lib/download-filename';

/** Downloads GET /users/data-export as a JSON file named by the server (or the product's fallback). */
export async function exportData(): Promise<string> {
  try {
    const response = await api.get<Blob>('/users/data-export', { responseType: 'blob' });
    const disposition = response.headers.get('content-disposition') ?? undefined;
    const name = exportFileName(disposition, new Date());
    const url = URL.createObjectURL(new Blob([response.data], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked a moment later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
    return name;
  } catch {
    throw new Error('Erro ao exportar dados');
  }
}

export const useExportData = () => useMutation({ mutationFn: exportData });
