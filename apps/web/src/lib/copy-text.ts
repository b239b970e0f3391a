/**
 * Copies `text`: the Clipboard API first; where it is missing or refused (an insecure origin,
 * an old browser), selects `fallback` and tries the older copy command. False when neither
 * worked: the text is then left selected for the user to copy.
 */
export async function copyText(text: string, fallback?: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: fall back to selecting the text.
  }
  if (!fallback) return false;
  fallback.focus();
  fallback.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}
