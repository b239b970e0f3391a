import type { ExternalToast } from 'sonner';
import { requestToaster } from './toaster-store';

type Kind = 'success' | 'error';

async function show(kind: Kind, message: string, options?: ExternalToast) {
  const [{ toast: sonner }] = await Promise.all([import('sonner'), requestToaster()]);
  sonner[kind](message, options);
}

/**
 * Notifications (docs/product/site.md, "Notifications"): the first one loads the toaster, then shows; later ones show
 * at once.
 */
export const toast = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
};
