/**
 * Paths into replies: `order.orderId`, `items[0].cin`, `items.0.cin`, `items[-1]` (the last),
 * `items.length`.
 */

/** The segments of a path; throws on a malformed one (`items[x`). */
export function parsePath(path: string): Array<string | number> {
  const segments: Array<string | number> = [];
  const trimmed = path.trim();
  if (trimmed === '') return segments;
  const pattern = /([^.[\]]+)|\[(-?[0-9]+)\]|(\.)/gy;
  let expectSegment = true;
  let match: RegExpExecArray | null;
  let index = 0;
  while (index < trimmed.length) {
    pattern.lastIndex = index;
    match = pattern.exec(trimmed);
    if (!match) throw new Error(`malformed path "${path}" at "${trimmed.slice(index)}"`);
    if (match[1] !== undefined) {
      if (!expectSegment) throw new Error(`malformed path "${path}"`);
      segments.push(/^-?[0-9]+$/.test(match[1]) ? Number(match[1]) : match[1]);
      expectSegment = false;
    } else if (match[2] !== undefined) {
      segments.push(Number(match[2]));
      expectSegment = false;
    } else {
      if (expectSegment) throw new Error(`malformed path "${path}"`);
      expectSegment = true;
    }
    index = pattern.lastIndex;
  }
  if (expectSegment) throw new Error(`malformed path "${path}" (ends with a dot)`);
  return segments;
}

export type Lookup = { found: true; value: unknown } | { found: false; at: string };

/** Reads a path; `found: false` names the first segment that is missing. */
export function lookup(root: unknown, path: string): Lookup {
  let current: unknown = root;
  const walked: string[] = [];
  for (const segment of parsePath(path)) {
    walked.push(typeof segment === 'number' ? `[${segment}]` : walked.length ? `.${segment}` : segment);
    if (current === null || current === undefined) return { found: false, at: walked.join('') };
    if (Array.isArray(current) && typeof segment === 'number') {
      const at = segment < 0 ? current.length + segment : segment;
      if (at < 0 || at >= current.length) return { found: false, at: walked.join('') };
      current = current[at];
      continue;
    }
    if (typeof current !== 'object' && typeof current !== 'string') return { found: false, at: walked.join('') };
    const key = String(segment);
    if (!(key in Object(current))) return { found: false, at: walked.join('') };
    current = (current as Record<string, unknown>)[key];
  }
  return { found: true, value: current };
}
