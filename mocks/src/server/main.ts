/**
 * `pnpm mock`: the mock shop on 127.0.0.1 (default port 4010). Prints its address, logs each request
 * and every OTP it sends, keeps state in a file with `--state FILE`, stops cleanly on Ctrl-C.
 *
 * Options: --port N  --host H  --seed N  --state FILE  --flags "payment=failure;latency=200"
 *          --features guestCheckout,quotes  --otp 123456  --start 2026-11-20T10:00:00Z  --quiet
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseScenario } from '../core/scenario.ts';
import { parseFeatures } from '../shop/features.ts';
import { createShop } from '../shop/shop.ts';
import { restoreShop, saveShop, type SavedShop, type ShopOptions } from '../shop/shop.ts';
import { startMockServer } from './http-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string' },
    state: { type: 'string' },
    flags: { type: 'string', default: '' },
    features: { type: 'string', default: '' },
    otp: { type: 'string' },
    start: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
  strict: true,
});

const fail = (message: string): never => {
  console.error(`mock: ${message}`);
  process.exit(2);
};

const { scenario, problems } = parseScenario(values.flags ?? '');
if (problems.length) fail(`bad --flags: ${problems.join('; ')}`);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0..65535, got ${values.port}`);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (seed !== undefined && !Number.isInteger(seed)) fail(`--seed must be an integer, got ${values.seed}`);
const parsedFeatures = parseFeatures(values.features ?? '', Object.keys(createShop().state.content.site.features));
if (parsedFeatures.problems.length) fail(`bad --features: ${parsedFeatures.problems.join('; ')}`);
if (values.otp !== undefined && !/^[0-9]{6}$/.test(values.otp)) fail('--otp must be six digits');

const log = (line: string) => console.log(line);
const shopOptions: ShopOptions = {
  ...(seed !== undefined ? { seed } : {}),
  ...(values.start ? { start: values.start } : {}),
  ...(values.otp ? { otp: values.otp } : {}),
  flags: scenario,
  ...(Object.keys(parsedFeatures.features).length ? { features: parsedFeatures.features } : {}),
  log,
};

let initialShop;
const stateFile = values.state;
if (stateFile && existsSync(stateFile)) {
  try {
    initialShop = restoreShop(JSON.parse(readFileSync(stateFile, 'utf8')) as SavedShop, shopOptions);
    log(`mock: restored state from ${stateFile}`);
  } catch (error) {
    fail(`cannot read --state ${stateFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

let saveTimer: NodeJS.Timeout | undefined;
const save = (snapshot: () => SavedShop) => {
  if (!stateFile) return;
  const tmp = `${stateFile}.tmp`;
  writeFileSync(tmp, JSON.stringify(snapshot()));
  renameSync(tmp, stateFile);
};

const running = await startMockServer({
  ...shopOptions,
  ...(initialShop ? { initialShop } : {}),
  port,
  host: values.host,
  onRequest: values.quiet ? undefined : (line) => log(`mock: ${line}`),
  onChange: (mock) => {
    if (!stateFile) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => save(() => saveShop(mock.shop)), 200);
  },
});
log(`attar mock shop: ${running.url}/  (seed ${running.mock.shop.seed}, OTP ${running.mock.shop.otp}${stateFile ? `, state ${stateFile}` : ''})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  clearTimeout(saveTimer);
  save(() => saveShop(running.mock.shop));
  await running.close();
  log('mock: stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
