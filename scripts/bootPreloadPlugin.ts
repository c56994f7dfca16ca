import type { Plugin } from 'vite';

/**
 * The page's program (src/boot.tsx) is imported by the entry only once the first frame is painted (src/main.tsx), so
 * Vite does not list it in the page: this writes a modulepreload for its chunk and every chunk it imports statically,
 * so they are fetched and compiled while the first view is parsed and painted, and evaluated after it.
 */
export function preloadBoot(): Plugin {
  return {
    name: 'preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const boot = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/boot.tsx'));
        if (!boot || boot.type !== 'chunk') return html;
        const files = new Set<string>();
        const walk = (f: string) => {
          if (files.has(f) || (bundle[f]?.type === 'chunk' && (bundle[f] as { isEntry: boolean }).isEntry)) return;
          files.add(f);
          const c = bundle[f];
          if (c?.type === 'chunk') for (const i of c.imports) walk(i);
        };
        walk(boot.fileName);
        const links = [...files].map((f) => `<link rel="modulepreload" crossorigin href="./${f}">`).join('\n    ');
        return html.replace('</head>', () => `  ${links}\n  </head>`);
      },
    },
  };
}
