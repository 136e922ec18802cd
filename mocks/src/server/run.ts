/**
 * Starts and stops what one `attar-mock` run asked for: the stateful shop (with its `--state` file),
 * Prism's proxy in front of it, Prism's example mock. Kept apart from main.ts so the order that
 * matters is in one testable place: Prism is looked for before anything listens (a missing optional
 * peer is a one-line refusal, not a half-started run), and state is saved before the shop closes.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { findPrismCli, PRISM_INSTALL_COMMAND, startPrism, type RunningPrism } from '../prism/prism.ts';
import { restoreShop, saveShop, type SavedShop, type ShopOptions } from '../shop/create.ts';
import type { Shop } from '../shop/shop.ts';
import type { MockCommandOptions, ShopCommandOptions } from './args.ts';
import { startMockServer, type RunningMockServer } from './http-server.ts';

/** Where a run writes: stdout lines (addresses, requests, OTPs) and stderr lines (problems). */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

/** A run that could not start; `exitCode` 1 (port in use, Prism missing) or 2 (an unreadable --state). */
export class StartError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = 'StartError';
  }
}

export interface MockCommandHooks {
  /** Something that was running stopped on its own (Prism crashed); the caller should stop the rest. */
  onFailure?: (message: string) => void;
  /** Finds Prism's entry script; tests replace it to play a machine without the optional peer. */
  findPrismCli?: () => string | undefined;
}

export interface MockCommand {
  /** Starts everything; on failure stops what did start and rejects (a StartError for known causes). */
  start(): Promise<void>;
  /** Saves --state and stops everything, also while `start()` is still under way. */
  stop(): Promise<void>;
  /** Kills Prism at once, saving nothing (a second Ctrl-C); the shop ends with the process. */
  kill(): void;
  /** Addresses once started. */
  readonly urls: { shop?: string; proxy?: string; examples?: string };
}

/**
 * @example
 * const command = createMockCommand(parsed.options, { out: console.log, err: console.error });
 * await command.start();
 */
export function createMockCommand(options: MockCommandOptions, io: CommandIo, hooks: MockCommandHooks = {}): MockCommand {
  const abort = new AbortController();
  const urls: MockCommand['urls'] = {};
  const prisms: RunningPrism[] = [];
  let server: RunningMockServer | undefined;
  let state: StateFile | undefined;
  let starting: Promise<void> | undefined;

  const closeAll = async () => {
    await Promise.all(prisms.splice(0).map((prism) => prism.stop()));
    await server?.close();
    server = undefined;
  };

  const start = async () => {
    if ((options.proxy || options.examples) && !(hooks.findPrismCli ?? findPrismCli)()) {
      const flag = options.proxy ? '--prism' : '--prism-examples';
      throw new StartError(
        `${flag} needs @stoplight/prism-cli, an optional peer that is not installed: ${PRISM_INSTALL_COMMAND}`,
      );
    }
    const proxyPort = options.proxy && (await choosePort(options.host, options.proxy.port, '--prism-port'));
    const examplesPort = options.examples && (await choosePort(options.host, options.examples.port, '--examples-port'));
    if (options.shop) {
      state = options.shop.stateFile ? new StateFile(options.shop.stateFile) : undefined;
      server = await startShop(options.shop, options, io, state);
      urls.shop = server.url;
      io.out(
        `attar mock shop: ${server.url}/  (seed ${server.mock.shop.seed}, OTP ${server.mock.shop.otp}${state ? `, state ${state.file}` : ''})`,
      );
    }
    const prismLine = (line: string) => {
      if (!options.quiet || /violation|error|fatal/i.test(line)) io.out(line);
    };
    const prismExit = (name: string) => (code: number | null, signal: NodeJS.Signals | null) =>
      hooks.onFailure?.(`${name} exited on its own (${code === null ? signal : `code ${code}`}); stopping`);
    const common = { host: options.host, onLine: prismLine, signal: abort.signal };
    const upstream = options.proxy?.upstream ?? urls.shop;
    await Promise.all([
      proxyPort !== undefined &&
        startPrism({ ...common, mode: 'proxy', port: proxyPort, upstream, onExit: prismExit("Prism's proxy") }).then((prism) => {
          prisms.push(prism);
          urls.proxy = prism.url;
          io.out(`Prism proxy (--errors) -> ${upstream}: ${prism.url}/`);
        }),
      examplesPort !== undefined &&
        startPrism({ ...common, mode: 'mock', port: examplesPort, onExit: prismExit("Prism's example mock") }).then((prism) => {
          prisms.push(prism);
          urls.examples = prism.url;
          io.out(`Prism mock (spec examples): ${prism.url}/`);
        }),
    ]);
  };

  return {
    urls,
    start() {
      starting = start().catch(async (error: unknown) => {
        abort.abort();
        await closeAll();
        throw error;
      });
      return starting;
    },
    async stop() {
      abort.abort();
      await starting?.catch(() => {});
      state?.saveNow();
      await closeAll();
    },
    kill() {
      abort.abort();
      for (const prism of prisms) prism.process.kill('SIGKILL');
    },
  };
}

async function startShop(
  shop: ShopCommandOptions,
  options: MockCommandOptions,
  io: CommandIo,
  state: StateFile | undefined,
): Promise<RunningMockServer> {
  const shopOptions: ShopOptions = {
    ...(shop.seed !== undefined ? { seed: shop.seed } : {}),
    ...(shop.start ? { start: shop.start } : {}),
    ...(shop.otp ? { otp: shop.otp } : {}),
    flags: shop.flags,
    ...(Object.keys(shop.features).length ? { features: shop.features } : {}),
    log: io.out,
  };
  const initialShop = state?.restore(shopOptions, io);
  try {
    const server = await startMockServer({
      ...shopOptions,
      ...(initialShop ? { initialShop } : {}),
      port: shop.port,
      host: options.host,
      onRequest: options.quiet ? undefined : (line) => io.out(`mock: ${line}`),
      onChange: (mock) => state?.saveSoon(mock.shop),
    });
    state?.track(server.mock);
    return server;
  } catch (error) {
    throw listenError(error, options.host, shop.port, '--port');
  }
}

/**
 * The `--state FILE` behaviour of `pnpm mock` as it was: restored at start when the file exists,
 * written (temporary file, then rename) 200 ms after the last change and at once on stop.
 */
class StateFile {
  private timer: NodeJS.Timeout | undefined;
  private current: { readonly shop: Shop } | undefined;
  constructor(readonly file: string) {}

  restore(options: ShopOptions, io: CommandIo): Shop | undefined {
    if (!existsSync(this.file)) return undefined;
    try {
      const shop = restoreShop(JSON.parse(readFileSync(this.file, 'utf8')) as SavedShop, options);
      io.out(`mock: restored state from ${this.file}`);
      return shop;
    } catch (error) {
      throw new StartError(`cannot read --state ${this.file}: ${error instanceof Error ? error.message : String(error)}`, 2);
    }
  }

  /** The shop to save on stop (the mock's current one: a reset replaces it). */
  track(mock: { readonly shop: Shop }): void {
    this.current = mock;
  }

  saveSoon(shop: Shop): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.write(shop), 200);
  }

  saveNow(): void {
    clearTimeout(this.timer);
    if (this.current) this.write(this.current.shop);
  }

  private write(shop: Shop): void {
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(saveShop(shop)));
    renameSync(tmp, this.file);
  }
}

/** A port for Prism: a free one for 0, else the one asked for if nothing listens there yet. */
async function choosePort(host: string, port: number, flag: string): Promise<number> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, host, () => resolve());
    });
    return (probe.address() as AddressInfo).port;
  } catch (error) {
    throw listenError(error, host, port, flag);
  } finally {
    await new Promise<void>((resolve) => (probe.listening ? probe.close(() => resolve()) : resolve()));
  }
}

/** A listen failure in words, with the flag that fixes it. */
function listenError(error: unknown, host: string, port: number, flag: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new StartError(`port ${port} on ${host} is in use (another attar-mock?): choose another with ${flag} N`);
  if (code === 'EACCES')
    return new StartError(
      `no permission to listen on port ${port} (ports below 1024 need privileges): choose another with ${flag} N`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new StartError(`cannot listen on ${host}: no such address here (--host)`);
  return error instanceof Error ? error : new Error(String(error));
}
