import type { StepDrawing } from './stepDrawings';

/** One slide of a step, every text already in the reader's language (the catalogue's). */
export interface StepSlide {
  title: string;
  /** "Step 8 of 24 · A1" */
  where: string;
  drawing: StepDrawing;
  /** The step's key bytes: a field, its value; the header row first. */
  keyBytes: readonly (readonly [string, string])[];
  /** What really happens, in one line. */
  line: string;
  /** The step's full text and its sources, for the speaker. */
  notes: string;
}

export interface DeckText {
  title: string;
  question: string;
  answer: string;
  scenario: string;
  sourcesTitle: string;
  sources: readonly string[];
  link: string;
}

export type Aspect = '16:9' | '4:3';

const FONT = 'Noto Sans';
const SOURCES_PER_SLIDE = 12;
const INK = '1B1B1B';
const MUTED = '555555';
const svgData = (svg: string) => `data:image/svg+xml;base64,${btoa(String.fromCharCode(...new TextEncoder().encode(svg)))}`;

/**
 * The walk as a PowerPoint deck (pptxgenjs writes the OOXML): a title slide with the question and the answer; a slide
 * per step with its title, its drawing as a vector image (pptxgenjs adds the PNG fallback PowerPoint 2013 and some
 * other apps need), its key bytes as an editable table and the one line of what really happens, the full text and
 * sources in the speaker notes; and a closing slide with the sources and the link back to the app.
 */
export async function buildDeck(text: DeckText, slides: readonly StepSlide[], aspect: Aspect): Promise<Uint8Array> {
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pres = new PptxGenJS();
  pres.layout = aspect === '4:3' ? 'LAYOUT_4x3' : 'LAYOUT_16x9';
  const W = 10;
  const H = aspect === '4:3' ? 7.5 : 5.625;
  pres.title = text.title;

  const first = pres.addSlide();
  first.addText(text.title, { x: 0.5, y: 0.4, w: W - 1, h: 0.6, fontFace: FONT, fontSize: 18, color: MUTED });
  first.addText(text.question, {
    x: 0.5,
    y: 1.0,
    w: W - 1,
    h: 2.0,
    fontFace: FONT,
    fontSize: 24,
    bold: true,
    color: INK,
    valign: 'top',
    fit: 'shrink',
  });
  first.addText(text.answer, {
    x: 0.5,
    y: 3.1,
    w: W - 1,
    h: H - 4.0,
    fontFace: FONT,
    fontSize: 14,
    color: INK,
    valign: 'top',
    fit: 'shrink',
  });
  first.addText(text.scenario, { x: 0.5, y: H - 0.8, w: W - 1, h: 0.5, fontFace: FONT, fontSize: 11, color: MUTED });

  for (const s of slides) {
    const slide = pres.addSlide();
    slide.addText(s.where, { x: 0.3, y: 0.15, w: W - 0.6, h: 0.3, fontFace: FONT, fontSize: 11, color: MUTED });
    slide.addText(s.title, { x: 0.3, y: 0.42, w: W - 0.6, h: 0.6, fontFace: FONT, fontSize: 22, bold: true, color: INK });
    // The drawing on the left (or above, 4:3), as large as fits, its proportions kept.
    const wide = aspect === '16:9';
    const box = wide ? { x: 0.3, y: 1.1, w: 6.2, h: H - 1.9 } : { x: 0.3, y: 1.1, w: W - 0.6, h: 3.6 };
    const scale = Math.min(box.w / s.drawing.w, box.h / s.drawing.h);
    const [w, h] = [s.drawing.w * scale, s.drawing.h * scale];
    slide.addImage({ data: svgData(s.drawing.svg), x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h });
    const table = wide ? { x: 6.7, y: 1.1, w: W - 7 } : { x: 0.3, y: 4.85, w: W - 0.6 };
    if (s.keyBytes.length > 1)
      slide.addTable(
        s.keyBytes.map((row, r) =>
          row.map((cell) => ({ text: cell, options: { bold: r === 0, fontFace: 'Noto Sans Mono', fontSize: 9, color: INK } })),
        ),
        { ...table, colW: [table.w * 0.45, table.w * 0.55], border: { type: 'solid', pt: 0.5, color: 'BBBBBB' } },
      );
    slide.addText(s.line, { x: 0.3, y: H - 0.75, w: W - 0.6, h: 0.6, fontFace: FONT, fontSize: 13, italic: true, color: INK });
    slide.addNotes(s.notes);
  }

  // The sources, a dozen a slide (their addresses are in each step's notes), and the way back to the app.
  const pages = Math.max(1, Math.ceil(text.sources.length / SOURCES_PER_SLIDE));
  for (let p = 0; p < pages; p++) {
    const slide = pres.addSlide();
    slide.addText(text.sourcesTitle, { x: 0.5, y: 0.3, w: W - 1, h: 0.6, fontFace: FONT, fontSize: 22, bold: true, color: INK });
    const some = text.sources.slice(p * SOURCES_PER_SLIDE, (p + 1) * SOURCES_PER_SLIDE);
    slide.addText(
      some.map((t) => ({ text: t, options: { bullet: true, breakLine: true } })),
      { x: 0.5, y: 1, w: W - 1, h: H - 2, fontFace: FONT, fontSize: 11, color: INK, valign: 'top', fit: 'shrink' },
    );
    if (p === pages - 1)
      slide.addText(text.link, {
        x: 0.5,
        y: H - 0.7,
        w: W - 1,
        h: 0.4,
        fontFace: FONT,
        fontSize: 11,
        color: '1565C0',
        hyperlink: { url: text.link },
      });
  }
  return (await pres.write({ outputType: 'uint8array', compression: true })) as Uint8Array;
}
