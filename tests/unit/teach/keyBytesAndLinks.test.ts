import { describe, expect, it } from 'vitest';
import { leafFields } from '../../../src/sim/bytes/field';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { misconceptionTraceOf, traceOf } from '../../../src/store/traceCache';
import { ALL_MAPS, mapsFocus, mrContentHeight } from '../../../src/views/maps/layout/mapsFocus';
import { PANELS } from '../../../src/views/maps/layout/mapsLayout';
import { mrPanelLayout } from '../../../src/views/maps/layout/mrPanelLayout';
import { leadField } from '../../../src/views/shared/keyFields';
import { hexBytes, keyArtifact, keyRows } from '../../../src/views/teach/keyByteRows';
import { embedCode, embedLink, stepLink } from '../../../src/views/teach/share/links';
import { scenario } from '../trace/helpers';

const step = (id: string, s = DEFAULT_SCENARIO) => {
  const st = traceOf(s).steps.find((x) => x.id === id);
  if (!st) throw new Error(id);
  return st;
};

describe('key bytes', () => {
  it('the packet: the values that matter most (destination, QP, PSN, VA, rkey, length), in byte order, with their bytes', () => {
    const a = keyArtifact(step('A3.transmit'));
    expect(a).not.toBeNull();
    if (!a) return;
    const rows = keyRows(a);
    expect(rows.map((r) => r.field?.link)).toEqual(['lidB', 'qpnB', 'psn', 'remoteVa', 'rkey', 'length']);
    expect(keyRows(a, 3).map((r) => r.field?.link)).toEqual(['lidB', 'remoteVa', 'rkey']);
    const va = rows[3];
    expect(hexBytes(va.bytes)).toBe('00 00 7f 00 00 00 10 00');
    expect(va.value).toBe('0x00007f0000001000');
  });

  it('the TLP into the BAR leads with its address field', () => {
    const a = keyArtifact(step('A2.tlp'));
    if (!a) throw new Error('no TLP');
    const rows = keyRows(a);
    expect(rows[0].field).not.toBeNull();
    expect(BigInt(rows[0].value)).toBe(a.address);
    expect(rows.length).toBeLessThanOrEqual(6);
  });

  it("a bytes slide's lead field: the TLP's address, the packet's remote VA, and one of the step's key rows everywhere", () => {
    const tlp = keyArtifact(step('A2.tlp'));
    const packet = keyArtifact(step('A3.segment'));
    if (!tlp || !packet) throw new Error('no artifact');
    expect(leadField(tlp)?.path).toBe('MWr32 header.Address.Address[31:2]');
    expect(leadField(packet)?.link).toBe('remoteVa');
    // B1's line is about its checks: its slide opens on the rkey, not on the VA the A3 slide shows.
    const checked = step('B1.check');
    const arriving = keyArtifact(checked);
    if (!arriving) throw new Error('no packet at B1');
    expect(leadField(arriving, checked.role)?.link).toBe('rkey');
    for (const st of traceOf(scenario({ messageBytes: 65536, pathMtu: 1024 })).steps) {
      const a = keyArtifact(st);
      if (!a) continue;
      const lead = leadField(a);
      expect(lead, st.id).not.toBeNull();
      expect(keyRows(a).map((r) => r.field)).toContain(lead);
    }
  });

  it('every step of a 64 KiB write: at most six rows, each holding exactly its field’s bytes (16 at most)', () => {
    for (const st of traceOf(scenario({ messageBytes: 65536, pathMtu: 1024 })).steps) {
      const a = keyArtifact(st);
      if (!a) continue;
      const rows = keyRows(a);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(7);
      for (const r of rows) {
        if (!r.field) continue;
        expect(leafFields(a.fields)).toContain(r.field);
        expect([...r.bytes]).toEqual([...a.bytes.subarray(r.field.offset, r.field.offset + r.bytes.length)]);
        expect(r.bytes.length).toBeLessThanOrEqual(16);
      }
    }
  });

  it('the misconception’s landing shows the TLP its drawing carries onto B’s link, not “no bytes move”', () => {
    const land = misconceptionTraceOf(DEFAULT_SCENARIO).steps.find((x) => x.id === 'MISCONCEPTION.land');
    if (!land) throw new Error('no land step');
    expect(land.artifacts.every((a) => a.count === 0)).toBe(true);
    const a = keyArtifact(land);
    expect(a?.type).toBe('MWr');
    expect(a?.bytes).toEqual(land.view.moving[0].at(0).bytes);
  });

  it('a step that moves nothing has none', () => {
    expect(keyArtifact(step('SETUP.connect'))).toBeNull();
  });
});

describe('the memory maps, cropped for a slide', () => {
  const S = DEFAULT_SCENARIO;
  it('keeps the panels a step touches and those between them', () => {
    expect([...mapsFocus(step('B2.translate').view.touches, false, S).panels]).toEqual(['mr']);
    expect([...mapsFocus(step('A1.mmio').view.touches, false, S).panels]).toEqual(['phys', 'va']);
    expect(mapsFocus(step('A1.mmio').view.touches, false, S).viewBox.h).toBe(330);
    expect(mapsFocus(step('SETUP.connect').view.touches, false, S)).toBe(ALL_MAPS);
    expect(mapsFocus(step('B2.translate').view.touches, true, S)).toBe(ALL_MAPS);
  });

  it('B’s MR panel alone ends where its drawing ends: one page about half the height, 64 pages (their rows capped) more, never past the panel', () => {
    const one = mapsFocus(step('B2.translate').view.touches, false, S).viewBox;
    expect(one).toEqual({ x: PANELS.mr.x - 2, y: 0, w: 630 - (PANELS.mr.x - 2), h: mrContentHeight(S) });
    expect(one.h).toBeLessThan(200);
    // The note under the pages ("MTT: VA → physical, per page") still lies inside.
    const L = mrPanelLayout(S, 1, false);
    expect(L.footer.note.y + 4).toBeLessThanOrEqual(one.h);
    const big = scenario({ messageBytes: 64 * 4096 });
    const many = traceOf(big).steps.find((x) => x.id === 'B2.translate');
    if (!many) throw new Error('no B2');
    const tall = mapsFocus(many.view.touches, false, big).viewBox.h;
    expect(tall).toBeGreaterThan(one.h);
    expect(tall).toBeLessThanOrEqual(330);
  });
});

describe('links and embed code', () => {
  const d = {
    scenario: scenario({ messageBytes: 65536 }),
    stepIndex: 8,
    misconception: false,
    theme: 'light' as const,
    showSetup: true,
    speed: 1,
  };
  it('a link to the step, an embed link with the view, an iframe snippet with escaped attributes', () => {
    expect(stepLink({ ...d, panel: 'share' }, 'http://127.0.0.1:5173/app/?x=1#h')).toBe(
      'http://127.0.0.1:5173/app/?step=A2.tlp&messageBytes=65536',
    );
    const src = embedLink(d, 'memory', 'http://127.0.0.1:5173/');
    expect(src).toBe('http://127.0.0.1:5173/?step=A2.tlp&embed=1&view=memory&messageBytes=65536');
    expect(embedCode(src, { w: 960, h: 540 }, 'A "quoted" <title>')).toBe(
      '<iframe src="http://127.0.0.1:5173/?step=A2.tlp&amp;embed=1&amp;view=memory&amp;messageBytes=65536" width="960" height="540" style="border:0;max-width:100%" title="A &quot;quoted&quot; &lt;title>" loading="lazy" allowfullscreen></iframe>',
    );
  });
  it('works for a file next to the slides (file://): the embed snippet names it relative to the deck', () => {
    expect(stepLink(d, 'file:///home/t/slides/rdma.html')).toBe('file:///home/t/slides/rdma.html?step=A2.tlp&messageBytes=65536');
    expect(embedLink(d, 'topology', 'file:///home/t/slides/rdma.html?x=1')).toBe('rdma.html?step=A2.tlp&embed=1&messageBytes=65536');
  });
  it('offers 960×540, 640×360, 1280×720 and a snippet that fills the slide', () => {
    expect(embedCode('a.html', { fill: true }, 't')).toBe(
      '<iframe src="a.html" style="border:0;width:100%;height:100%" title="t" loading="lazy" allowfullscreen></iframe>',
    );
    expect(embedCode('a.html', { w: 1280, h: 720 }, 't')).toContain('width="1280" height="720"');
  });
});
