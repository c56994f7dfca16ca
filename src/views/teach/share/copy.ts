/** Copies text: the Clipboard API where the page may use it, else the selected text field and the old copy command. */
export async function copyText(text: string, field?: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // file:// pages and some iframes may not use the Clipboard API.
  }
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
