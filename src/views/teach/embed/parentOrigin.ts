/**
 * The origin of the page around this frame, to post the deck's keys to it alone (a page that frames the app learns
 * nothing it did not ask for). Chromium and Safari name it (`location.ancestorOrigins`, the nearest first); elsewhere
 * the referrer does, unless the deck's referrer policy withholds it. A file:// deck or a sandboxed frame has the
 * opaque origin "null", to which a message cannot be addressed: then, and when nothing names the parent, `*`.
 */
export function parentOriginOf(ancestorOrigins: ArrayLike<string> | undefined, referrer: string): string {
  const named = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[0] : originOf(referrer);
  return named && named !== 'null' ? named : '*';
}

function originOf(url: string): string | null {
  if (!url) return null;
  try {
    const o = new URL(url).origin;
    return o === 'null' ? null : o;
  } catch {
    return null;
  }
}

/** This page's parent's origin, as the browser tells it (see parentOriginOf). */
export function parentOrigin(): string {
  return parentOriginOf(window.location.ancestorOrigins, document.referrer);
}
