/**
 * `pnpm start`: the main job. Until the storefront lands (issue 5) it builds and serves the offline API
 * reference on 127.0.0.1, printing its address; Ctrl-C stops it.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { apiDocsDir, buildDocs } from './docs.ts';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.json': 'application/json' };

await buildDocs();
const port = Number(process.env.PORT ?? 4000);
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const rel = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '') || 'index.html';
  const file = join(apiDocsDir, rel);
  if (!file.startsWith(apiDocsDir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`attar API reference: http://127.0.0.1:${port}/`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
