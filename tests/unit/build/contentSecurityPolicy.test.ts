import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/prerenderPlugin';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the built page’s Content-Security-Policy', () => {
  it('hashes the page’s own style sheet, not a tag inside an inlined script’s strings', () => {
    // pptxgenjs carries `<styleSheet …>` in a string; the single-file build inlines it before the page's <style>.
    const css = '.a{color:red}';
    const script = 'const x = "<styleSheet xmlns=\\"s\\"><style>fake</style>";';
    const html = `<head><script type="module">${script}</script><style rel="stylesheet" crossorigin>${css}</style></head>`;
    const styleSrc = contentSecurityPolicy(html)
      .split(';')
      .find((d) => d.trim().startsWith('style-src '));
    expect(styleSrc?.trim()).toBe(`style-src 'self' ${hash(css)}`);
    const scriptSrc = contentSecurityPolicy(html)
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${hash(script)}`);
  });
});
