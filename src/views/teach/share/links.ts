import type { SimData } from '../../../store/createSimStore';
import { writeUrlState } from '../../../store/urlState';
import type { EmbedView } from '../../../store/vocabularies';

/** Sizes a slide's iframe usually has (16:9), and one that fills the slide (or whatever box holds it). */
export type EmbedSize = { readonly w: number; readonly h: number } | { readonly fill: true };
export const EMBED_SIZES: readonly EmbedSize[] = [{ w: 960, h: 540 }, { w: 640, h: 360 }, { w: 1280, h: 720 }, { fill: true }];

type LinkState = Parameters<typeof writeUrlState>[0];

/** The absolute link to this view as it is (without the panel that makes it). */
export function stepLink(d: LinkState, href: string): string {
  const url = new URL(href);
  return `${url.origin === 'null' ? `${url.protocol}//` : url.origin}${url.pathname}${writeUrlState({ ...d, intro: false, panel: null })}`;
}

/** The link an embed opens: this step and scenario, in the slide layout with the chosen view. */
export function embedLink(d: LinkState, view: EmbedView, href: string): string {
  const link = stepLink({ ...d, embed: true, view, mode: 'explore', panel: null } as LinkState & Partial<SimData>, href);
  // From a file (the offline single file beside the slides) the snippet names it relative to the deck's folder, so the
  // folder still works when it moves to the lecture hall's PC.
  if (new URL(href).protocol === 'file:')
    return link.slice(link.lastIndexOf('/', link.indexOf('?') < 0 ? link.length : link.indexOf('?')) + 1);
  return link;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An iframe snippet for slides: the embed at a 16:9 size (or filling its box), borderless, loaded when its slide comes near. */
export function embedCode(src: string, size: EmbedSize, title: string): string {
  const box =
    'fill' in size ? 'style="border:0;width:100%;height:100%"' : `width="${size.w}" height="${size.h}" style="border:0;max-width:100%"`;
  return `<iframe src="${attr(src)}" ${box} title="${attr(title)}" loading="lazy" allowfullscreen></iframe>`;
}
