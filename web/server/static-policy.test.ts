/**
 * The static build's pages carry their Content-Security-Policy in a meta element (static-policy.ts): the
 * hashes in it are exactly those of the inline scripts the browser runs, and of the inline styles.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineSources, withStaticPolicy } from './static-policy.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

const PAGE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <script>try{document.documentElement.dataset.seen=''}catch(e){}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <style>.x{color:#2b1d14}</style>
    <script type="application/ld+json">{"@type":"Organization"}</script>
  </head>
  <body>
    <div id="root"><p>Attar House — ₹1,299</p></div>
    <script type="application/json" id="attar-data">{"reads":{}}</script>
    <script>$RC=function(b,c){/* React's swap */}; $RC("B:0","S:0")</script>
    <script type="module">import('/assets/late.js')</script>
  </body>
</html>`;

describe('the static page policy', () => {
  it('hashes the inline scripts that run (classic and module), not data blocks or external scripts', () => {
    const { scripts, styles } = inlineSources(PAGE);
    expect(scripts).toEqual([
      hashOf("try{document.documentElement.dataset.seen=''}catch(e){}"),
      hashOf('$RC=function(b,c){/* React\'s swap */}; $RC("B:0","S:0")'),
      hashOf("import('/assets/late.js')"),
    ]);
    expect(styles).toEqual([hashOf('.x{color:#2b1d14}')]);
  });

  it('goes right after <meta charset>, with those hashes, Trusted Types and no unsafe-inline for scripts', () => {
    const html = withStaticPolicy(PAGE);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    const policy = policyOf(html);
    const scriptSrc = directive(policy, 'script-src');
    for (const hash of inlineSources(PAGE).scripts) expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    expect(directive(policy, 'style-src')).toContain(hashOf('.x{color:#2b1d14}'));
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(directive(policy, 'trusted-types')).toBe('trusted-types attar-script dompurify');
    // not honoured in a meta element: left out rather than pretended
    expect(policy).not.toContain('frame-ancestors');
    // written once, however often the page goes through
    expect(withStaticPolicy(html).match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it("covers index.html's own inline script (the shell of the static build)", () => {
    const index = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
    const inline = [...index.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = directive(policyOf(withStaticPolicy(index)), 'script-src');
    for (const body of inline) expect(scriptSrc).toContain(hashOf(body));
  });
});

describe('outside Vite', () => {
  // the static build's prerender (scripts/prerender.ts) runs this module in plain Node, where
  // import.meta.env does not exist: the deployment's script hosts come from the same variable there
  it('loads in plain Node and reads the script hosts from the environment', () => {
    const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const code = `import('./server/static-policy.ts').then((m) => console.log(m.withStaticPolicy('<html><head><meta charset="utf-8"></head></html>')))`;
    const out = execFileSync(tsx, ['-e', code], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, VITE_ATTAR_SCRIPT_HOSTS: 'cdn.example.in' },
      encoding: 'utf8',
    });
    expect(directive(policyOf(out), 'script-src')).toContain('https://cdn.example.in');
  });
});
