import '../support/views';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SimData } from '../../../src/store/createSimStore';
import { SimProvider } from '../../../src/store/SimProvider';
import { TimingPanel } from '../../../src/views/timing/TimingPanel';
import { scenario } from '../trace/helpers';

const render = (init: Partial<SimData>) =>
  renderToStaticMarkup(createElement(SimProvider, { init } as ComponentProps<typeof SimProvider>, createElement(TimingPanel)));

/** What the formatter shows for a missing key (⟨key⟩) or parameter ({name}). */
const UNFORMATTED = /⟨|\{[A-Za-z][A-Za-z0-9_]*\}/;

describe('the Timing tab, server-rendered', () => {
  it.each([
    ['the default scenario', {}],
    ['2 B inline', { messageBytes: 2, post: 'inline' }],
    ['a zero-length write, unsignaled', { messageBytes: 0, signaled: false }],
    ['1 GiB on cx7-ndr', { messageBytes: 2 ** 30, preset: 'cx7-ndr' }],
    ['a READ', { op: 'read', messageBytes: 2 }],
    ['a SEND', { op: 'send', messageBytes: 64 }],
  ])('%s: every message formats', (_name, input) => {
    const html = render({ scenario: scenario(input) });
    expect(html.match(new RegExp(`.{0,60}(${UNFORMATTED.source}).{0,60}`))?.[0]).toBeUndefined();
    expect(html).toContain('Where the time goes');
    expect(html).toContain('Bandwidth and message rate against message size');
  });

  it('names the test each operation is measured with, and the waterfall’s end', () => {
    expect(render({ scenario: scenario({ messageBytes: 2, post: 'inline' }) })).toContain('ib_write_lat prints half of that: 0.93 µs');
    expect(render({ scenario: scenario({ op: 'read', messageBytes: 2 }) })).toContain('What ib_read_lat measures');
    expect(render({ scenario: scenario({ op: 'send' }) })).toContain('What ib_send_lat measures');
    expect(render({ scenario: scenario({ signaled: false }) })).toContain('never: the work request was unsignaled');
  });
});
