/**
 * Measurements run inside a page or frame (each function is serialised into
 * the browser, so it uses nothing from outside itself).
 */

/** Text drawn smaller than `min` CSS px: HTML text by its computed size, SVG text by its computed size times the drawing's scale. */
export function smallText(min: number): string[] {
  const out: string[] = [];
  const shown = (el: Element) => {
    if (!el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  for (const el of document.querySelectorAll('body *')) {
    if (el instanceof SVGElement) continue;
    const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    if (!hasText || !shown(el) || el.closest('.sr-only, [aria-hidden="true"] .sr-only, option, select')) continue;
    const px = Number.parseFloat(getComputedStyle(el).fontSize);
    if (px < min - 0.01) out.push(`${label(el)}: ${px.toFixed(2)} px`);
  }
  for (const el of document.querySelectorAll('svg text')) {
    if (!shown(el) || (el.textContent ?? '').trim() === '') continue;
    const svg = (el as SVGTextElement).ownerSVGElement;
    const ctm = (el as SVGTextElement).getScreenCTM();
    if (!svg || !ctm) continue;
    const scale = Math.hypot(ctm.a, ctm.b);
    const px = Number.parseFloat(getComputedStyle(el).fontSize) * scale;
    if (px < min - 0.01) out.push(`${label(el)}: ${px.toFixed(2)} px on screen`);
  }
  return out;
}

/**
 * What does not fit: the page scrolling, text outside the viewport, a box
 * that clips its text (overflow hidden with more content than room), or an
 * SVG text outside its drawing. Scrolling boxes (overflow auto) are allowed
 * when `scrollers` is true (the bytes panel scrolls by design).
 */
export function cutOff(scrollers: boolean): string[] {
  const out: string[] = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + 1 || doc.scrollHeight > doc.clientHeight + 1)
    out.push(`the page scrolls: ${doc.scrollWidth}×${doc.scrollHeight} in ${doc.clientWidth}×${doc.clientHeight}`);
  const W = doc.clientWidth;
  const H = doc.clientHeight;
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const scrolling = (el: Element) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (/auto|scroll/.test(cs.overflowX + cs.overflowY) && a !== document.documentElement && a !== document.body) return true;
    }
    return false;
  };
  for (const el of document.querySelectorAll('body *')) {
    if (!el.checkVisibility({ checkVisibilityCSS: true }) || el.closest('.sr-only')) continue;
    const r = el.getBoundingClientRect();
    // Nothing drawn, or visually hidden for screen readers only (a 1-px clipped box).
    if (r.width <= 1 || r.height <= 1) continue;
    const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    if (hasText && !(el instanceof SVGElement) && !(scrollers && scrolling(el))) {
      if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1)
        out.push(
          `${label(el)} outside the frame: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
        );
    }
    if (!(el instanceof SVGElement) && el instanceof HTMLElement) {
      const cs = getComputedStyle(el);
      const clips = (v: string) => v === 'hidden' || v === 'clip';
      const scrolls = (v: string) => v === 'auto' || v === 'scroll';
      const tooWide = el.scrollWidth > el.clientWidth + 1;
      const tooTall = el.scrollHeight > el.clientHeight + 1;
      if ((tooWide && clips(cs.overflowX)) || (tooTall && clips(cs.overflowY))) {
        if ((el.textContent ?? '').trim() !== '' && !el.matches('.viz'))
          out.push(`${label(el)} clips its content: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`);
      }
      if (!scrollers && ((tooWide && scrolls(cs.overflowX)) || (tooTall && scrolls(cs.overflowY))))
        out.push(`${label(el)} needs scrolling`);
    }
  }
  for (const t of document.querySelectorAll('svg text')) {
    if (!t.checkVisibility({ checkVisibilityCSS: true }) || (t.textContent ?? '').trim() === '') continue;
    const svg = (t as SVGTextElement).ownerSVGElement;
    if (!svg) continue;
    const r = t.getBoundingClientRect();
    const s = svg.getBoundingClientRect();
    if (r.width === 0) continue;
    if (r.left < s.left - 1 || r.right > s.right + 1 || r.top < s.top - 1 || r.bottom > s.bottom + 1)
      out.push(`svg ${label(t)} outside its drawing`);
    if (r.right > W + 1 || r.bottom > H + 1) out.push(`svg ${label(t)} outside the frame`);
  }
  return out;
}

/** Missing-key (⟨key⟩) and unfilled-placeholder markers in what the page shows or says. */
export function unformatted(): string[] {
  const texts = [...document.querySelectorAll('body *')].flatMap((e) => [
    ...[...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ''),
    e.getAttribute('aria-label') ?? '',
    e.getAttribute('title') ?? '',
  ]);
  return texts.filter((l) => /⟨|\{[A-Za-z][A-Za-z0-9_]*\}/.test(l));
}
