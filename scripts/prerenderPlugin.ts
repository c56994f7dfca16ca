import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { Lang } from '../src/i18n/msg.ts';
import { LANG_STORAGE_KEY, pickLang } from '../src/i18n/pickLang.ts';

/**
 * Runs first in the head, before anything paints: picks the page's language (`?lang=`, then the reader's remembered
 * choice, then the browser's languages: src/i18n/pickLang.ts, whose source is written here) into <html lang>; and a
 * page opened with a query (a deep link) hides the prerendered panels (they show the default step) until the browser
 * has drawn the step the link names; the shell around them paints at once. A page prerendered in Chinese (zh-CN/)
 * counts as a choice of Chinese: only `?lang=en` turns it English.
 */
export const HEAD_SCRIPT =
  "(function(){var d=document.documentElement;if(location.search)d.classList.add('deep-link');var s=null;" +
  `try{s=localStorage.getItem(${JSON.stringify(LANG_STORAGE_KEY)})}catch(e){}` +
  `var r=(${pickLang.toString()})(location.search,d.lang==='zh-CN'?'zh-CN':s,navigator.languages||[navigator.language]);` +
  // The other language's first view is swapped in after the page's own (SWAP_SCRIPT): only then may the page paint.
  "if(r.lang!==d.lang){var l=document.createElement('link');l.rel='expect';l.href='#first-view-swapped';" +
  "l.setAttribute('blocking','render');document.head.appendChild(l)}" +
  "d.lang=r.lang;if(r.traditional)d.setAttribute('data-traditional','')})()";

/**
 * Runs right after the other language's first view (a template after the root): when the head script chose that
 * language, it takes the root's place before the first paint (which the head script then holds until
 * #first-view-swapped).
 */
export const SWAP_SCRIPT =
  "(function(){var d=document.documentElement,t=document.getElementById('first-view-alt');if(!t)return;" +
  "if(t.getAttribute('data-lang')===d.lang){document.getElementById('root').replaceChildren(t.content);document.title=t.getAttribute('data-title')}" +
  't.remove()})()';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of a built page, from its HTML: scripts only from
 * the page's origin or inline with their hash (no 'unsafe-inline', no
 * 'unsafe-eval'); style sheets the same way. Style attributes are allowed
 * ('unsafe-inline' for style-src-attr only): React writes a few into the
 * prerendered drawings (a packet's colour), and a style attribute runs no script.
 */
export function contentSecurityPolicy(html: string): string {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]));
  // Style elements are looked for outside the scripts: an inlined library's strings hold tags such as pptxgenjs's
  // `<styleSheet …>`, which a plain /<style/ took for the page's style sheet (and hashed the wrong text).
  const outsideScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const styles = [...outsideScripts.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
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

/** A first view: its markup and the page's title, in one language. */
interface FirstView {
  markup: string;
  title: string;
  noscript: string;
}

/** Renders src/prerender.tsx's first view in each language with a server build of the app (into a temporary folder). */
async function renderFirstViews(root: string): Promise<Record<Lang, FirstView>> {
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
    const mod = (await import(pathToFileURL(join(out, 'prerender.js')).href)) as {
      renderFirstView(lang: Lang): Promise<string>;
      pageTitle(lang: Lang): Promise<string>;
      noscriptText(lang: Lang): Promise<string>;
    };
    const view = async (lang: Lang) => ({
      markup: await mod.renderFirstView(lang),
      title: await mod.pageTitle(lang),
      noscript: await mod.noscriptText(lang),
    });
    // One after the other: both render from the same module state.
    const en = await view('en');
    const zh = await view('zh-CN');
    return { en, 'zh-CN': zh };
  } finally {
    await rm(out, { recursive: true, force: true });
    await rm(parent, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * One page of the build: the first view of its own language in the root, the other language's in a template the
 * swap script puts in its place when the reader's language is that one, with <html lang> and <title> set for its
 * own, and its CSP.
 */
function firstViewPage(html: string, own: Lang, views: Record<Lang, FirstView>): string {
  const other: Lang = own === 'en' ? 'zh-CN' : 'en';
  const alt = views[other];
  let page = html.replace(
    '<div id="root"></div>',
    () =>
      // A reader of the page's own language may see it painted once its first view is parsed (#first-view-end); the
      // other language's view after it is parsed meanwhile, and the head script holds a reader of that language's
      // first paint until it is swapped in (#first-view-swapped).
      `<div id="root" data-prerendered>${views[own].markup}</div><span id="first-view-end" hidden></span>` +
      `<template id="first-view-alt" data-lang="${other}" data-title="${escapeHtml(alt.title)}">${alt.markup}</template>` +
      `<script>${SWAP_SCRIPT}</script><span id="first-view-swapped" hidden></span>`,
  );
  page = page.replace(/<html lang="[^"]*"/, () => `<html lang="${own}"`);
  page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(views[own].title)}</title>`);
  page = page.replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(views[own].noscript)}</noscript>`);
  const csp = contentSecurityPolicy(page);
  return page.replace(
    '<meta charset="UTF-8" />',
    () => `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`,
  );
}

/** The page one folder down (zh-CN/index.html): its relative links to the assets and the icon go up one level. */
const oneFolderDown = (html: string) => html.replace(/(\s(?:src|href))="\.\//g, '$1="../');

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
        const outDir = resolve(config.root, config.build.outDir);
        const file = resolve(outDir, 'index.html');
        let html = await readFile(file, 'utf8');
        const views = await renderFirstViews(config.root);
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
        // The first paint waits until the parser has read the whole first view (`rel=expect`, render-blocking): a
        // page painted half-parsed would show the views without the controls bar, then shift them up.
        html = html.replace('</head>', () => '  <link rel="expect" href="#first-view-end" blocking="render" />\n  </head>');
        // After the charset (the parser must meet it in the first 1024 bytes); the CSP goes between the two.
        html = html.replace('<meta charset="UTF-8" />', () => `<meta charset="UTF-8" />\n    <script>${HEAD_SCRIPT}</script>`);
        html = await inlineStyleSheet(html, outDir);
        await writeFile(file, firstViewPage(html, 'en', views));
        // The Chinese page, for a link to it and for a reader without JavaScript (the single file holds both views).
        if (config.mode !== 'single') {
          await mkdir(resolve(outDir, 'zh-CN'), { recursive: true });
          await writeFile(resolve(outDir, 'zh-CN', 'index.html'), oneFolderDown(firstViewPage(html, 'zh-CN', views)));
        }
      },
    },
  };
}
