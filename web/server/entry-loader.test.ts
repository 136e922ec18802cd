/**
 * The loader script of a rendered page (entry-loader.ts), run in a small stand-in for the browser: it
 * asks for the entry once, after the first view's pictures have loaded and been decoded (or failed) and
 * a frame has painted them, with the page's parts preloaded.
 */
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryLoader, LATEST_MS, loaderTargets, takeEntryScript } from './entry-loader.ts';

type Listener = () => void;

/**
 * A picture of the first view: loading until told otherwise; once loaded, decoded at once, or when
 * `decoded()` is called for one made with `slowDecode`.
 */
class Picture {
  listeners: Record<string, Listener[]> = {};
  failed = false;
  private finishDecoding: Listener = () => {};
  private readonly decoding: Promise<void>;
  constructor(
    public complete = false,
    slowDecode = false,
  ) {
    this.decoding = slowDecode ? new Promise((resolve) => (this.finishDecoding = resolve)) : Promise.resolve();
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  settle(type: 'load' | 'error') {
    this.complete = true;
    this.failed = type === 'error';
    for (const listener of this.listeners[type] ?? []) listener();
  }
  decode(): Promise<void> {
    return this.failed ? Promise.reject(new Error('broken picture')) : this.decoding;
  }
  decoded() {
    this.finishDecoding();
  }
}

/** Runs the loader against `pictures`; what it did is in `log`, in order. */
function run(
  pictures: Picture[],
  { hidden = false, parts = ['/assets/part-a.js', '/assets/part-b.js'], imports = [] as string[] } = {},
) {
  const log: string[] = [];
  const frames: Listener[] = [];
  const html = entryLoader('/assets/index-abc.js', parts, 'n0nce', imports);
  const code = /^<script nonce="n0nce">([\s\S]*)<\/script>$/.exec(html)![1]!;
  expect(code.match(/import\(e\)/g)).toHaveLength(1);
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority=high]' ? pictures : []),
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
  };
  // the one change to the script: its dynamic imports, which a test context cannot run, are recorded
  runInNewContext(code.replaceAll('import(', 'imported('), {
    document,
    imported: (src: string) => (log.push(`import ${src}`), Promise.resolve()),
    requestAnimationFrame: (frame: Listener) => frames.push(frame),
    setTimeout,
  });
  /** One frame: what was waiting for it runs, then the timers due. */
  const paint = () => {
    for (const frame of frames.splice(0)) frame();
    vi.advanceTimersByTime(0);
  };
  return { log, paint, tasks: () => vi.getTimerCount() };
}

const LOADED = [
  'modulepreload /assets/index-abc.js',
  'modulepreload /assets/part-a.js',
  'modulepreload /assets/part-b.js',
  'import /assets/index-abc.js',
];

/** Lets settled promises run what waits for them (the fake timers leave microtasks alone). */
const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the entry loader', () => {
  it('without a first-view picture, asks at the second frame: the entry, then the parts preloaded', async () => {
    const { log, paint } = run([]);
    await settled();
    vi.advanceTimersByTime(0);
    expect(log).toEqual([]);
    paint();
    expect(log).toEqual([]);
    paint();
    expect(log).toEqual(LOADED);
  });

  it('waits for every first-view picture to load or fail, then for the frame that paints them to end', async () => {
    const pictures = [new Picture(), new Picture(), new Picture(true)];
    const { log, paint } = run(pictures);
    await settled();
    paint();
    pictures[0]!.settle('load');
    await settled();
    paint();
    paint();
    expect(log).toEqual([]);
    pictures[1]!.settle('error');
    expect(log).toEqual([]);
    await settled();
    paint();
    expect(log).toEqual([]);
    paint();
    expect(log).toEqual(LOADED);
  });

  it('waits for a loaded picture to be decoded: it is painted only then', async () => {
    const picture = new Picture(false, true);
    const { log, paint } = run([picture]);
    picture.settle('load');
    await settled();
    paint();
    paint();
    paint();
    expect(log).toEqual([]);
    picture.decoded();
    await settled();
    paint();
    expect(log).toEqual([]);
    paint();
    expect(log).toEqual(LOADED);
  });

  it('asks anyway once a picture has not settled within its time, and only once', async () => {
    const picture = new Picture();
    const { log, paint } = run([picture]);
    vi.advanceTimersByTime(LATEST_MS - 1);
    expect(log).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(LOADED);
    picture.settle('load');
    await settled();
    paint();
    vi.advanceTimersByTime(LATEST_MS);
    expect(log).toEqual(LOADED);
  });

  it('adds the links a few to a task, so no one task holds them all', () => {
    const parts = Array.from({ length: 9 }, (_, i) => `/assets/part-${i}.js`);
    const { log } = run([], { hidden: true, parts });
    const links = ['/assets/index-abc.js', ...parts].map((p) => `modulepreload ${p}`);
    expect(log).toEqual([...links.slice(0, 4), 'import /assets/index-abc.js']);
    vi.advanceTimersToNextTimer();
    expect(log.filter((line) => line.startsWith('modulepreload'))).toEqual(links.slice(0, 8));
    vi.advanceTimersToNextTimer();
    expect(log.filter((line) => line.startsWith('modulepreload'))).toEqual(links);
  });

  it('imports the entry’s own imports one to a task, dependencies first, then the entry', async () => {
    const { log } = run([], { hidden: true, parts: [], imports: ['/assets/runtime.js', '/assets/framework.js'] });
    const imports = () => log.filter((line) => line.startsWith('import'));
    expect(log.slice(0, 3)).toEqual([
      'modulepreload /assets/runtime.js',
      'modulepreload /assets/framework.js',
      'modulepreload /assets/index-abc.js',
    ]);
    expect(imports()).toEqual(['import /assets/runtime.js']);
    // the import settles; the next one waits for a task of its own
    await settled();
    expect(imports()).toHaveLength(1);
    vi.advanceTimersToNextTimer();
    expect(imports()).toEqual(['import /assets/runtime.js', 'import /assets/framework.js']);
    await settled();
    expect(imports()).toHaveLength(2);
    vi.advanceTimersToNextTimer();
    expect(imports()).toEqual(['import /assets/runtime.js', 'import /assets/framework.js', 'import /assets/index-abc.js']);
  });

  it('in a hidden tab, which paints no frame, asks at once', () => {
    const { log } = run([new Picture()], { hidden: true });
    expect(log).toEqual(LOADED);
  });
});

describe('takeEntryScript', () => {
  it("takes Vite's module script out of the head, and finds nothing in a piece without one", () => {
    const head =
      '<link rel="stylesheet" href="/a.css">\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n</head>';
    expect(takeEntryScript(head)).toEqual({
      src: '/assets/index-abc.js',
      rest: '<link rel="stylesheet" href="/a.css">\n</head>',
    });
    expect(takeEntryScript('<link rel="stylesheet" href="/a.css">')).toBeNull();
  });
});

describe('loaderTargets', () => {
  it('reads back what the loader of a page asks for, and nothing from a page without one', () => {
    const html = `<p>page</p>${entryLoader('/assets/index-abc.js', ['/assets/a.js', '/assets/b.js'], 'x', ['/assets/fw.js'])}</body>`;
    expect(loaderTargets(html)).toEqual({
      entry: '/assets/index-abc.js',
      files: ['/assets/a.js', '/assets/b.js'],
      imports: ['/assets/fw.js'],
    });
    expect(loaderTargets(`<p>page</p>${entryLoader('/assets/index-abc.js', [], 'x')}`)).toEqual({
      entry: '/assets/index-abc.js',
      files: [],
      imports: [],
    });
    expect(loaderTargets('<script type="module" src="/assets/index-abc.js"></script>')).toBeNull();
  });
});
