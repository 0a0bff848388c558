// Copies text to the clipboard: the async Clipboard API first, then the selection fallback.

/** How long the "Copied" notice stays (spec: 2 seconds). */
export const COPIED_NOTICE_MS = 2000;

export async function copyText(text: string, input?: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable (insecure context, no focus): try the selection fallback.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
