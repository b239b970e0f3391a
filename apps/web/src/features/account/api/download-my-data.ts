import { dataExportFileName } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Saves `text` as a file named `name` through a temporary link (the browser's own download). */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * GET /api/users/my/export (through the API client: bearer, refresh on 401, error toasts, a 429
 * past a few a day) and saves the document as `fanlens-data-<date>.json`.
 */
export async function downloadMyData() {
  const data = await api.get<unknown>('/users/my/export', { timeoutMs: 30_000 });
  saveFile(JSON.stringify(data, null, 2), dataExportFileName());
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
