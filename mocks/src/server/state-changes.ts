/**
 * What the handlers changed in the shop's state, without their knowing: the state is replaced by a
 * proxy that notes the path of every property set or deleted, at any depth. `take()` hands over the
 * outermost changed paths with their values as they stand, which is what the `--state` journal writes
 * (state-store.ts); replaying those sets and deletes over the previous state gives the state again.
 *
 * An array changed other than by appending is noted whole (a splice moves every index after it); an
 * append is noted by its new index. Values stored into the state are unwrapped first, so the state
 * itself never holds a proxy and serialises without one.
 */

/** A change: the path of a property and its value now, or the path alone when it was deleted. */
export type Change = [path: string[], value: unknown] | [path: string[]];

export interface ChangeTracker<T extends object> {
  /** The state to hand to the handlers (a proxy over `raw`). */
  readonly state: T;
  /** The state itself, for snapshots. */
  readonly raw: T;
  /** Whether anything changed since the last `take`. */
  changed(): boolean;
  /** The changes since the last `take`, outermost paths only, and forgets them. */
  take(): Change[];
}

const SEPARATOR = '\u0000';
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * @example
 * const tracker = trackChanges(shop.state);
 * shop.state = tracker.state;
 * // ... a request runs ...
 * journal.append(tracker.take());
 */
export function trackChanges<T extends object>(raw: T): ChangeTracker<T> {
  const dirty = new Map<string, string[]>();
  const targets = new WeakMap<object, object>();
  const mark = (path: string[]) => dirty.set(path.join(SEPARATOR), path);

  /** The value to store: proxies replaced by what they stand for, at any depth of a new value. */
  const unwrap = (value: unknown, seen = new Set<object>()): unknown => {
    if (!isObject(value)) return value;
    const target = targets.get(value);
    if (target) return target;
    if (seen.has(value)) return value;
    seen.add(value);
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const inner = record[key];
      if (isObject(inner)) {
        const plain = unwrap(inner, seen);
        if (plain !== inner) record[key] = plain;
      }
    }
    return value;
  };

  const wrap = (target: object, path: string[]): object => {
    const children = new Map<string, { target: object; proxy: object }>();
    const array = Array.isArray(target);
    const proxy = new Proxy(target, {
      get(t, key) {
        const value = (t as Record<PropertyKey, unknown>)[key];
        if (!isObject(value) || typeof key === 'symbol') return value;
        const cached = children.get(key);
        if (cached?.target === value) return cached.proxy;
        const child = wrap(value, [...path, key]);
        children.set(key, { target: value, proxy: child });
        return child;
      },
      set(t, key, value) {
        const record = t as Record<PropertyKey, unknown>;
        if (typeof key === 'symbol') return Reflect.set(t, key, value);
        const plain = unwrap(value);
        if (!array) mark([...path, key]);
        else if (key === 'length') {
          if (plain !== (t as unknown[]).length) mark(path);
        } else if (Number(key) >= (t as unknown[]).length) mark([...path, key]);
        else mark(path);
        record[key] = plain;
        return true;
      },
      deleteProperty(t, key) {
        if (typeof key !== 'symbol') mark(array ? path : [...path, key]);
        return Reflect.deleteProperty(t, key);
      },
      defineProperty(t, key, descriptor) {
        if (typeof key !== 'symbol') mark(array ? path : [...path, key]);
        return Reflect.defineProperty(t, key, { ...descriptor, value: unwrap(descriptor.value) });
      },
    });
    targets.set(proxy, target);
    return proxy;
  };

  const state = wrap(raw, []) as T;
  return {
    state,
    raw,
    changed: () => dirty.size > 0,
    take() {
      const changes: Change[] = [];
      for (const path of dirty.values()) {
        // a change inside a changed property is in that property's value already
        let prefix = '';
        let covered = false;
        for (let i = 0; i < path.length - 1 && !covered; i++) {
          prefix = i === 0 ? path[0]! : `${prefix}${SEPARATOR}${path[i]}`;
          covered = dirty.has(prefix);
        }
        if (covered) continue;
        const found = lookup(raw, path);
        changes.push(found.present ? [path, found.value] : [path]);
      }
      dirty.clear();
      return changes;
    },
  };
}

function lookup(root: object, path: string[]): { present: boolean; value?: unknown } {
  let node: unknown = root;
  for (const key of path) {
    if (!isObject(node) || !Object.hasOwn(node, key)) return { present: false };
    node = (node as Record<string, unknown>)[key];
  }
  return { present: true, value: node };
}

/** Replays changes over a state (a restored snapshot): the inverse of `take`. */
export function applyChanges(root: Record<string, unknown>, changes: readonly Change[]): void {
  for (const change of changes) {
    const path = change[0];
    let node: Record<string, unknown> = root;
    for (const key of path.slice(0, -1)) {
      if (!isObject(node[key])) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = path.at(-1)!;
    if (change.length === 2) node[last] = change[1];
    else delete node[last];
  }
}
