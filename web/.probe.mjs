import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
const tt = process.argv[3] ?? "require-trusted-types-for 'script'; trusted-types 'none'";
await p.route('**/*', async (route) => {
  const r = route.request();
  if (r.resourceType() !== 'document') return route.continue();
  const res = await route.fetch();
  const h = res.headers();
  h['content-security-policy'] = `${h['content-security-policy']}; ${tt}`;
  return route.fulfill({ response: res, headers: h });
});
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
await p.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.log('CSPV', e.violatedDirective, e.blockedURI, e.sample)));
for (const u of process.argv[2].split(',')) {
  console.log('==', u);
  await p.goto(u, { waitUntil: 'networkidle' });
  const prose = p.locator('.prose').first();
  if (await prose.count()) console.log((await prose.innerHTML()).slice(0, 120));
}
await b.close();
