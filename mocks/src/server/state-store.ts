/**
 * `--state FILE`: the shop kept on disk so that nothing it has acknowledged is lost, even to
 * `kill -9`. FILE is a snapshot (the saved shop, as `GET /_mock/state` shows it, plus the number of
 * the last journal record it holds); `FILE.journal` has one line per reply that changed the state:
 * the changed paths and their values (state-changes.ts), the clock's offset and the generator's
 * position. A record is written before its reply is sent, and the reply to a write (anything but the
 * contract's reads) also waits for `fdatasync`, shared by every write that arrives meanwhile (a group
 * commit). Snapshots are written whole to a temporary file, synced and renamed over FILE, at start,
 * when the journal passes JOURNAL_LIMIT and at a clean stop; the journal then starts again.
 * Restoring reads the snapshot and replays the records after it (docs/decisions/011-durable-mock-state.md).
 */
import {
  closeSync,
  existsSync,
  fdatasync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { actions, type ActionName } from '@attar/sdk/contract';
import { restoreShop, createShop, saveShop, type SavedShop, type ShopOptions } from '../shop/create.ts';
import type { Shop, ShopState } from '../shop/shop.ts';
import { applyChanges, trackChanges, type Change, type ChangeTracker } from './state-changes.ts';

/** Journal bytes after which a snapshot is taken and the journal starts again. */
const JOURNAL_LIMIT = 16 * 1024 * 1024;

/** A `--state` file that cannot be read or written; the command exits 2 with its message. */
export class StateFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateFileError';
  }
}

/** A journal line: changes since the previous one, or a whole new shop (`POST /_mock/reset`). */
type JournalRecord =
  | { n: number; clockOffsetMs: number; randomState: number; changes: Change[] }
  | { n: number; reset: SavedShop };

type Snapshot = SavedShop & { journal?: number };

/** What the request being answered was, to decide whether its reply waits for the disk. */
export interface Answered {
  method: string;
  actiontag?: string;
}

export interface StateStore {
  readonly file: string;
  /** The shop FILE and its journal hold, or undefined when there is neither. */
  restore(options: ShopOptions): Shop | undefined;
  /** Starts keeping the mock's shop: tracks its changes and writes a first snapshot. */
  track(mock: { readonly shop: Shop }): void;
  /** Journals what changed before a reply is sent (MockServerOptions.beforeReply). */
  beforeReply(mock: { readonly shop: Shop }, answered?: Answered): Promise<void> | void;
  /** A last snapshot and an empty journal (a clean stop). */
  close(): void;
}

/**
 * @example
 * const store = createStateStore('shop.json');
 * const server = await startMockServer({ initialShop: store.restore(options), beforeReply: store.beforeReply });
 * store.track(server.mock);
 */
export function createStateStore(file: string): StateStore {
  const journalFile = `${file}.journal`;
  let fd: number | undefined;
  let seq = 0;
  let journalBytes = 0;
  let shop: Shop | undefined;
  let tracker: ChangeTracker<ShopState> | undefined;
  /** Lines a failed write could not put down yet: written first next time, so order is kept. */
  let unwritten = '';
  const sync = createGroupSync(() => fd);

  const fail = (what: string, error: unknown): never => {
    throw new StateFileError(`cannot ${what} --state ${file}: ${error instanceof Error ? error.message : String(error)}`);
  };

  /** Takes the shop over: its state becomes a tracked proxy over the same object. */
  const adopt = (next: Shop) => {
    shop = next;
    tracker = trackChanges(next.state);
    next.state = tracker.state;
  };

  const snapshot = () => {
    if (!shop || !tracker) return;
    const saved: Snapshot = { ...saveShop(shop), state: tracker.raw, journal: seq };
    const tmp = `${file}.tmp`;
    try {
      const out = openSync(tmp, 'w');
      try {
        writeSync(out, JSON.stringify(saved));
        fsyncSync(out);
      } finally {
        closeSync(out);
      }
      renameSync(tmp, file);
      syncDirectory(dirname(file));
      // records up to `seq` are in the snapshot now; a crash before this truncation replays none of them
      fd ??= openSync(journalFile, 'a');
      ftruncateSync(fd, 0);
      journalBytes = 0;
    } catch (error) {
      fail('write', error);
    }
  };

  /** Writes a record (and any a failed write left), whole, at the journal's end. */
  const append = (record?: JournalRecord) => {
    if (record) unwritten += `${JSON.stringify(record)}\n`;
    try {
      fd ??= openSync(journalFile, 'a');
      const bytes = Buffer.from(unwritten);
      let done = 0;
      while (done < bytes.length) done += writeSync(fd, bytes, done);
      journalBytes += bytes.length;
      unwritten = '';
    } catch (error) {
      fail('write the journal of', error);
    }
  };

  /** Journals what changed since the last call; false when nothing had. */
  const journal = (mock: { readonly shop: Shop }): boolean => {
    if (!tracker || !shop) return false;
    if (mock.shop !== shop) {
      // a reset: the new shop is written whole, then tracked like the first
      adopt(mock.shop);
      append({ n: ++seq, reset: { ...saveShop(mock.shop), state: tracker.raw } });
    } else {
      const changes = tracker.take();
      if (changes.length) append({ n: ++seq, clockOffsetMs: shop.clock.offsetMs, randomState: shop.random.state, changes });
      else if (unwritten) append();
      else return false;
    }
    if (journalBytes > JOURNAL_LIMIT) snapshot();
    return true;
  };

  const store: StateStore = {
    file,
    restore(options) {
      try {
        return readShop(file, journalFile, options, (last) => {
          seq = last;
        });
      } catch (error) {
        if (error instanceof StateFileError) throw error;
        return fail('read', error);
      }
    },
    track(mock) {
      adopt(mock.shop);
      snapshot();
    },
    beforeReply(mock, answered) {
      if (!journal(mock)) return;
      if (answered && isRead(answered)) return sync.soon();
      return sync.upTo();
    },
    close() {
      if (shop) journal({ shop });
      snapshot();
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
  return store;
}

/** The contract's reads (idempotent actions) reply without waiting for fdatasync; their bookkeeping is written all the same. */
function isRead({ method, actiontag }: Answered): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  const row = actiontag ? actions[actiontag as ActionName] : undefined;
  return row?.idempotent === true && row.method === method;
}

/** The snapshot with the journal's later records replayed over it. */
function readShop(file: string, journalFile: string, options: ShopOptions, lastRecord: (n: number) => void): Shop | undefined {
  const hasSnapshot = existsSync(file);
  const hasJournal = existsSync(journalFile);
  if (!hasSnapshot && !hasJournal) return undefined;
  let saved: Snapshot = hasSnapshot
    ? (JSON.parse(readFileSync(file, 'utf8')) as Snapshot)
    : { ...saveShop(createShop(options)), journal: 0 };
  const after = saved.journal ?? 0;
  let last = after;
  if (hasJournal) {
    const lines = readFileSync(journalFile, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!line) return;
      let record: JournalRecord;
      try {
        record = JSON.parse(line) as JournalRecord;
      } catch {
        // the last line may be cut short by a kill mid-write: it was never acknowledged
        if (lines.slice(i + 1).some(Boolean)) throw new StateFileError(`${journalFile} line ${i + 1} is not a record`);
        return;
      }
      if (record.n <= after) return;
      last = record.n;
      if ('reset' in record) saved = { ...record.reset, journal: record.n };
      else {
        applyChanges(saved.state as unknown as Record<string, unknown>, record.changes);
        saved.clockOffsetMs = record.clockOffsetMs;
        saved.randomState = record.randomState;
      }
    });
  }
  lastRecord(last);
  return restoreShop(saved, options);
}

/** fsync of a directory, so a rename in it survives a power cut (not possible everywhere: skipped then). */
function syncDirectory(dir: string): void {
  let dirFd: number | undefined;
  try {
    dirFd = openSync(dir, 'r');
    fsyncSync(dirFd);
  } catch {
    // Windows cannot open a directory; the rename is still atomic there
  } finally {
    if (dirFd !== undefined) closeSync(dirFd);
  }
}

/**
 * fdatasync shared by every write that waits for it: one runs at a time, and a write that arrives
 * while one runs waits for the next, which covers everything written until it starts.
 */
function createGroupSync(fdOf: () => number | undefined) {
  let written = 0;
  let synced = 0;
  let running = false;
  let waiting: Array<{ upTo: number; resolve: () => void; reject: (error: Error) => void }> = [];
  const run = () => {
    const fd = fdOf();
    if (running || !waiting.length || fd === undefined) return;
    running = true;
    const target = written;
    fdatasync(fd, (error) => {
      running = false;
      if (!error) synced = Math.max(synced, target);
      const done = waiting.filter((w) => w.upTo <= target);
      waiting = waiting.filter((w) => w.upTo > target);
      for (const w of done) error ? w.reject(error) : w.resolve();
      run();
    });
  };
  return {
    /** Resolves once everything written so far is on disk. */
    upTo(): Promise<void> {
      const upTo = ++written;
      return new Promise((resolve, reject) => {
        waiting.push({ upTo, resolve, reject });
        run();
      });
    },
    /** Counts a write that does not wait: the next sync covers it. */
    soon(): void {
      written++;
      if (written - synced > 1000 && !running) {
        waiting.push({ upTo: written, resolve: () => {}, reject: () => {} });
        run();
      }
    },
  };
}
