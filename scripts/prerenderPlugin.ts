import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Runs before any module script: a page opened with a query (a deep link) hides
 * the prerendered panels (they show the default step) until the browser has
 * drawn the step the link names; the shell around them paints at once.
 */
export const DEEP_LINK_SCRIPT = "if(location.search)document.documentElement.classList.add('deep-link')";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of a built page, from its HTML: scripts only from
 * the page's origin or inline with their hash (no 'unsafe-inline', no
 * 'unsafe-eval'); style sheets the same way. Style attributes are allowed
 * ('unsafe-inline' for style-src-attr only): React writes a few into the
 * prerendered drawings (a packet's colour), and a style attribute runs no script.
 */
export function contentSecurityPolicy(html: string): string {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
  return [
    "default-src 'none'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Renders src/prerender.tsx's first view with a server build of the app (into a temporary folder). */
async function renderFirstView(root: string): Promise<string> {
  // Inside the project, so the server build finds react and react-dom in node_modules.
  const parent = resolve(root, '.prerender');
  await mkdir(parent, { recursive: true });
  const out = await mkdtemp(join(parent, 'build-'));
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      build: { ssr: resolve(root, 'src/prerender.tsx'), outDir: out, emptyOutDir: true, target: 'node20', minify: false },
    });
    const mod = (await import(pathToFileURL(join(out, 'prerender.js')).href)) as { renderFirstView(): Promise<string> };
    return await mod.renderFirstView();
  } finally {
    await rm(out, { recursive: true, force: true });
    await rm(parent, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * The page's one style sheet, written into its head (allowed by its hash in the CSP). A linked sheet arrives after
 * the parser has finished the prerendered HTML, and Chromium then lays the whole page out twice, once unstyled
 * (measured: about 60 ms of the first paint's 400 on the bench machine). Nothing else refers to the file.
 */
async function inlineStyleSheet(html: string, outDir: string): Promise<string> {
  const link = html.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/);
  if (!link) return html;
  const css = await readFile(resolve(outDir, link[1]), 'utf8');
  if (/url\(\s*['"]?\.{0,2}\//.test(css)) throw new Error('the style sheet has relative url()s: it cannot be inlined as is');
  await rm(resolve(outDir, link[1]));
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * Writes the first view into the built index.html's root (hydrated by
 * src/main.tsx), the deep-link script into its head, and a CSP meta tag with
 * the hashes of the page's inline scripts and styles. Runs after every other
 * plugin has written the page (the single-file build's inlining included).
 */
export function prerenderFirstView(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-first-view',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const file = resolve(config.root, config.build.outDir, 'index.html');
        let html = await readFile(file, 'utf8');
        const markup = await renderFirstView(config.root);
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
        // The first paint waits until the parser has read the whole first view (`rel=expect`, render-blocking): a
        // page painted half-parsed would show the views without the controls bar, then shift them up.
        html = html.replace(
          '<div id="root"></div>',
          () => `<div id="root" data-prerendered>${markup}</div><span id="first-view-end" hidden></span>`,
        );
        html = html.replace('</head>', () => '  <link rel="expect" href="#first-view-end" blocking="render" />\n  </head>');
        html = html.replace('<head>', () => `<head>\n    <script>${DEEP_LINK_SCRIPT}</script>`);
        html = await inlineStyleSheet(html, resolve(config.root, config.build.outDir));
        const csp = contentSecurityPolicy(html);
        html = html.replace(
          '<meta charset="UTF-8" />',
          () => `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`,
        );
        await writeFile(file, html);
      },
    },
  };
}
