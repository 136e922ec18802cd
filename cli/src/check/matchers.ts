/**
 * Expectations on reply values. A plain value must be equal (an object is matched as a subset: the
 * reply may carry more fields; a list must match item by item); an object whose only key starts with
 * `$` is an operator:
 *
 * | operator | passes when the value |
 * |---|---|
 * | `$eq`, `$ne` | equals, or does not equal, the operand (deeply) |
 * | `$gt`, `$gte`, `$lt`, `$lte` | is a number above or below it |
 * | `$match` | is text matching the regular expression |
 * | `$contains` | is text containing it, or a list with an item matching it |
 * | `$length` | has a length (text or list) matching it (a number or an operator) |
 * | `$exists` | is there (`true`) or not (`false`) |
 * | `$type` | is a `string`, `number`, `boolean`, `array`, `object` or `null` |
 * | `$oneOf` | equals one of the listed values |
 */

export const OPERATORS = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$match',
  '$contains',
  '$length',
  '$exists',
  '$type',
  '$oneOf',
] as const;
type Operator = (typeof OPERATORS)[number];

const show = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** An operator object: exactly one key, one of OPERATORS. */
export function operatorOf(expected: unknown): [Operator, unknown] | undefined {
  if (expected === null || typeof expected !== 'object' || Array.isArray(expected)) return undefined;
  const keys = Object.keys(expected);
  if (keys.length !== 1 || !(OPERATORS as readonly string[]).includes(keys[0]!)) return undefined;
  return [keys[0] as Operator, (expected as Record<string, unknown>)[keys[0]!]];
}

/** A problem with the operators in an expectation (`$ge` for `$gte`, two operators in one object), or undefined. */
export function unknownOperator(expected: unknown): string | undefined {
  if (Array.isArray(expected)) return expected.map(unknownOperator).find(Boolean);
  if (expected === null || typeof expected !== 'object') return undefined;
  const keys = Object.keys(expected);
  const operators = keys.filter((k) => k.startsWith('$'));
  const unknown = operators.find((k) => !(OPERATORS as readonly string[]).includes(k));
  if (unknown) return `unknown operator ${unknown} (known: ${OPERATORS.join(', ')})`;
  if (operators.length && keys.length > 1) return `an operator stands alone in its object, got { ${keys.join(', ')} }`;
  return Object.values(expected).map(unknownOperator).find(Boolean);
}

/**
 * Checks `actual` against `expected`; returns why it does not match, or undefined when it does.
 * @example mismatch(4498.2, { $lt: 5000 }) // undefined
 * @example mismatch('FAILED', 'SUCCESS')   // 'expected "SUCCESS", got "FAILED"'
 */
export function mismatch(actual: unknown, expected: unknown, where = ''): string | undefined {
  const at = where ? `${where}: ` : '';
  const operator = operatorOf(expected);
  if (operator) return applyOperator(actual, operator[0], operator[1], at);
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at}expected a list, got ${show(actual)}`;
    if (actual.length !== expected.length) return `${at}expected ${expected.length} items, got ${actual.length}`;
    for (let i = 0; i < expected.length; i++) {
      const problem = mismatch(actual[i], expected[i], `${where}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return `${at}expected an object, got ${show(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const problem = mismatch((actual as Record<string, unknown>)[key], value, where ? `${where}.${key}` : key);
      if (problem) return problem;
    }
    return undefined;
  }
  return Object.is(actual, expected) || actual === expected ? undefined : `${at}expected ${show(expected)}, got ${show(actual)}`;
}

function applyOperator(actual: unknown, operator: Operator, operand: unknown, at: string): string | undefined {
  const fail = (what: string) => `${at}expected ${what}, got ${show(actual)}`;
  switch (operator) {
    case '$eq':
      return mismatch(actual, operand, at.replace(/: $/, '')) && fail(show(operand));
    case '$ne':
      return mismatch(actual, operand) === undefined ? fail(`anything but ${show(operand)}`) : undefined;
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      if (typeof actual !== 'number' || typeof operand !== 'number')
        return fail(`a number ${operator.slice(1)} ${show(operand)}`);
      const ok =
        operator === '$gt'
          ? actual > operand
          : operator === '$gte'
            ? actual >= operand
            : operator === '$lt'
              ? actual < operand
              : actual <= operand;
      const words = { $gt: 'above', $gte: 'at least', $lt: 'below', $lte: 'at most' }[operator];
      return ok ? undefined : fail(`a number ${words} ${operand}`);
    }
    case '$match':
      if (typeof actual !== 'string' && typeof actual !== 'number') return fail(`text matching /${String(operand)}/`);
      return new RegExp(String(operand)).test(String(actual)) ? undefined : fail(`text matching /${String(operand)}/`);
    case '$contains':
      if (typeof actual === 'string')
        return actual.includes(String(operand)) ? undefined : fail(`text containing ${show(operand)}`);
      if (Array.isArray(actual))
        return actual.some((item) => mismatch(item, operand) === undefined)
          ? undefined
          : fail(`a list with an item matching ${show(operand)}`);
      return fail(`text or a list containing ${show(operand)}`);
    case '$length': {
      if (typeof actual !== 'string' && !Array.isArray(actual)) return fail('text or a list');
      const problem = mismatch(actual.length, operand);
      return problem ? `${at}length ${problem.replace(/^expected/, 'expected')}` : undefined;
    }
    case '$exists':
      return (actual !== undefined) === Boolean(operand)
        ? undefined
        : operand
          ? `${at}expected a value, got nothing`
          : fail('nothing');
    case '$type':
      return typeOf(actual) === operand ? undefined : fail(`a value of type ${String(operand)}`);
    case '$oneOf':
      if (!Array.isArray(operand)) return `${at}$oneOf takes a list`;
      return operand.some((option) => mismatch(actual, option) === undefined) ? undefined : fail(`one of ${show(operand)}`);
  }
}
