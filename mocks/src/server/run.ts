/**
 * Starts and stops what one `attar-mock` run asked for: the stateful shop (with its `--state` file),
 * Prism's proxy in front of it, Prism's example mock. Kept apart from main.ts so the order that
 * matters is in one testable place: Prism is looked for before anything listens (a missing optional
 * peer is a one-line refusal, not a half-started run), and state is saved before the shop closes.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { findPrismCli, PRISM_INSTALL_COMMAND, startPrism, type RunningPrism } from '../prism/prism.ts';
import type { ShopOptions } from '../shop/create.ts';
import type { MockCommandOptions, ShopCommandOptions } from './args.ts';
import { startMockServer, type RunningMockServer } from './http-server.ts';
import { createStateStore, StateFileError, type StateStore } from './state-store.ts';

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
  /** Snapshots --state and stops everything, also while `start()` is still under way. */
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
  let state: StateStore | undefined;
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
      // kept once the shop runs: a store that failed at start has nothing to save at stop
      const store = options.shop.stateFile ? createStateStore(options.shop.stateFile) : undefined;
      server = await startShop(options.shop, options, io, store);
      state = store;
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
      await closeAll();
      state?.close();
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
  state: StateStore | undefined,
): Promise<RunningMockServer> {
  const shopOptions: ShopOptions = {
    ...(shop.seed !== undefined ? { seed: shop.seed } : {}),
    ...(shop.start ? { start: shop.start } : {}),
    ...(shop.otp ? { otp: shop.otp } : {}),
    flags: shop.flags,
    ...(Object.keys(shop.features).length ? { features: shop.features } : {}),
    log: io.out,
  };
  const initialShop = restoreState(state, shopOptions, io);
  let server: RunningMockServer;
  try {
    server = await startMockServer({
      ...shopOptions,
      ...(initialShop ? { initialShop } : {}),
      port: shop.port,
      host: options.host,
      corsOrigins: shop.corsOrigins,
      onRequest: options.quiet ? undefined : (line) => io.out(`mock: ${line}`),
      ...(state ? { beforeReply: state.beforeReply } : {}),
    });
  } catch (error) {
    throw listenError(error, options.host, shop.port, '--port');
  }
  try {
    // the first snapshot, now: an unwritable FILE stops the start instead of failing a request later
    state?.track(server.mock);
  } catch (error) {
    await server.close();
    throw error instanceof StateFileError ? new StartError(error.message, 2) : error;
  }
  return server;
}

/** The shop of `--state FILE` when it exists (a StartError with exit code 2 when it cannot be read). */
function restoreState(state: StateStore | undefined, options: ShopOptions, io: CommandIo) {
  try {
    const restored = state?.restore(options);
    if (restored) io.out(`mock: restored state from ${state!.file}`);
    return restored;
  } catch (error) {
    throw error instanceof StateFileError ? new StartError(error.message, 2) : error;
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
