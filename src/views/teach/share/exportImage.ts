/**
 * A drawing as a file that stands alone: every style the page's CSS gives it
 * (theme colours from CSS variables, fonts, sizes, strokes) is resolved from
 * the computed style and written onto each element, so the SVG renders the
 * same anywhere, and the PNG is that SVG drawn at twice the size.
 */

/** The properties that decide how an SVG element looks. */
const PROPS = [
  'display',
  'visibility',
  'opacity',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'paint-order',
  'filter',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
] as const;

/** A copy of an SVG with its computed styles written on each element (no classes, no data attributes). */
function styledClone(svg: SVGSVGElement): SVGSVGElement {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [clone, ...clone.querySelectorAll('*')];
  from.forEach((el, i) => {
    const cs = getComputedStyle(el);
    const target = to[i];
    // Quoted font names in single quotes: the attribute itself is double-quoted.
    target.setAttribute('style', PROPS.map((p) => `${p}:${cs.getPropertyValue(p).replace(/"/g, "'")}`).join(';'));
    target.removeAttribute('class');
    target.removeAttribute('tabindex');
    for (const a of [...target.attributes]) if (a.name.startsWith('data-')) target.removeAttribute(a.name);
  });
  return clone;
}

/** The SVG's markup with its styles inlined, a background and a title, sized to its viewBox. */
export function standaloneSvg(svg: SVGSVGElement, title: string, layers: readonly SVGSVGElement[] = []): string {
  const clone = styledClone(svg);
  // Drawing layers over it with the same viewBox (the moving artifacts), merged in on top.
  for (const layer of layers) clone.append(...styledClone(layer).childNodes);
  const vb = svg.viewBox.baseVal;
  const ns = 'http://www.w3.org/2000/svg';
  clone.setAttribute('xmlns', ns);
  clone.setAttribute('width', String(vb.width));
  clone.setAttribute('height', String(vb.height));
  clone.removeAttribute('role');
  // The page's background, so the picture reads the same on any slide.
  const app = svg.closest('.app') ?? document.body;
  const bg = document.createElementNS(ns, 'rect');
  bg.setAttribute('x', String(vb.x));
  bg.setAttribute('y', String(vb.y));
  bg.setAttribute('width', String(vb.width));
  bg.setAttribute('height', String(vb.height));
  bg.setAttribute('fill', getComputedStyle(app).getPropertyValue('--bg').trim() || '#ffffff');
  const titleEl = document.createElementNS(ns, 'title');
  titleEl.textContent = title;
  clone.insertBefore(bg, clone.firstChild);
  clone.insertBefore(titleEl, clone.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/** The standalone SVG drawn onto a canvas at `scale` times its size, as a PNG. */
export async function svgToPng(svgText: string, width: number, height: number, scale = 2): Promise<Blob> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
}
