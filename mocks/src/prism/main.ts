/**
 * `pnpm prism:mock` and `pnpm prism:proxy`. Proxy mode starts the stateful mock server too (unless
 * `--upstream URL` names one already running) and puts Prism with `--errors` in front of it.
 */
import { parseArgs } from 'node:util';
import { startMockServer } from '../server/http-server.ts';
import { startPrism } from './prism.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    upstream: { type: 'string' },
    'mock-port': { type: 'string', default: '4010' },
  },
});
const mode = positionals[0];
if (mode !== 'mock' && mode !== 'proxy') {
  console.error('usage: prism (mock|proxy) [--port N] [--upstream URL] [--mock-port N]');
  process.exit(2);
}

const stops: Array<() => Promise<void>> = [];
let upstream = values.upstream;
if (mode === 'proxy' && !upstream) {
  const mock = await startMockServer({ port: Number(values['mock-port']), log: (line) => console.log(line) });
  upstream = mock.url;
  stops.push(mock.close);
  console.log(`attar mock shop: ${mock.url}/`);
}
const prism = await startPrism({
  mode,
  ...(values.port ? { port: Number(values.port) } : {}),
  ...(upstream ? { upstream } : {}),
  onLine: (line) => console.log(line),
});
stops.unshift(prism.stop);
console.log(mode === 'mock' ? `Prism mock (spec examples): ${prism.url}/` : `Prism proxy (--errors) -> ${upstream}: ${prism.url}/`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  for (const s of stops) await s();
  console.log('prism: stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
