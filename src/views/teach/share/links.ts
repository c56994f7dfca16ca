import type { SimData } from '../../../store/createSimStore';
import type { EmbedView } from '../../../store/vocabularies';
import { writeUrlState } from '../../../store/urlState';

/** Sizes a slide's iframe usually has (16:9). */
export const EMBED_SIZES = [
  { w: 960, h: 540 },
  { w: 640, h: 360 },
] as const;

type LinkState = Parameters<typeof writeUrlState>[0];

/** The absolute link to this view as it is (without the panel that makes it). */
export function stepLink(d: LinkState, href: string): string {
  const url = new URL(href);
  return `${url.origin === 'null' ? `${url.protocol}//` : url.origin}${url.pathname}${writeUrlState({ ...d, intro: false, panel: null })}`;
}

/** The link an embed opens: this step and scenario, in the slide layout with the chosen view. */
export function embedLink(d: LinkState, view: EmbedView, href: string): string {
  return stepLink({ ...d, embed: true, view, mode: 'explore', panel: null } as LinkState & Partial<SimData>, href);
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An iframe snippet for slides: the embed at a 16:9 size, borderless, loaded when its slide comes near. */
export function embedCode(src: string, size: { w: number; h: number }, title: string): string {
  return `<iframe src="${attr(src)}" width="${size.w}" height="${size.h}" style="border:0;max-width:100%" title="${attr(title)}" loading="lazy" allowfullscreen></iframe>`;
}
