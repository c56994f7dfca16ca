// UTF-8 for the core, which has no TextEncoder or TextDecoder (it runs without DOM or Node typings).

/** UTF-8 bytes of a string (the exports are UTF-8). */
export function utf8Bytes(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
      n += 4; // a surrogate pair
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * Bytes as text when they are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above
 * U+10FFFF), else null.
 */
export function decodeUtf8Strict(b: Uint8Array): string | null {
  const parts: string[] = [];
  let run: number[] = [];
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    let cp: number;
    let len: number;
    if (c < 0x80) [cp, len] = [c, 1];
    else if (c >= 0xc2 && c < 0xe0) [cp, len] = [c & 0x1f, 2];
    else if (c >= 0xe0 && c < 0xf0) [cp, len] = [c & 0x0f, 3];
    else if (c >= 0xf0 && c < 0xf5) [cp, len] = [c & 0x07, 4];
    else return null;
    if (i + len > b.length) return null;
    for (let k = 1; k < len; k++) {
      const x = b[i + k];
      if ((x & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (x & 0x3f);
    }
    if ((len === 3 && (cp < 0x800 || (cp >= 0xd800 && cp < 0xe000))) || (len === 4 && (cp < 0x10000 || cp > 0x10ffff))) return null;
    run.push(cp);
    if (run.length >= 4096) {
      parts.push(String.fromCodePoint(...run));
      run = [];
    }
    i += len;
  }
  parts.push(String.fromCodePoint(...run));
  return parts.join('');
}
