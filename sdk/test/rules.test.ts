/**
 * The generated rules say what the generated validators say: for every named rule, values at and just
 * past each of its bounds pass `checkRule` exactly when they pass the zod schema of the same name.
 */
import { describe, expect, it } from 'vitest';
import * as rules from '../src/rules.ts';
import * as validators from '../src/generated/zod.gen.ts';
import type { Rule } from '../src/generated/rules.gen.ts';

/** Values on both sides of each bound of a rule, and a few of the wrong type. */
function probes(rule: Rule): unknown[] {
  const values: unknown[] = [null, true, {}, 'x', 7, 1.5, []];
  if (rule.enum) values.push(...rule.enum, `${String(rule.enum[0])}x`);
  if (rule.type === 'string') {
    const letters = (n: number) => 'a'.repeat(Math.max(0, n));
    const digits = (n: number) => '1'.repeat(Math.max(0, n));
    for (const n of [rule.minLength, rule.maxLength].filter((v): v is number => v !== undefined)) {
      values.push(letters(n - 1), letters(n), letters(n + 1), digits(n - 1), digits(n), digits(n + 1));
    }
    values.push('', '560001', '5600012', '9876543210', 'ananya@example.in', 'ananya@', 'ATR-OUD-100', '<b>', 'Ananya Rao');
    values.push(
      '2026-11-20',
      '2026-13-40',
      '1990-02-30',
      '2024-02-29',
      '2023-02-29',
      '2026-11-20T10:00:00Z',
      '2026-11-20T10:00:00.000+05:30',
      'https://example.in/a',
      'not a url',
    );
  }
  if (rule.type === 'integer' || rule.type === 'number') {
    for (const n of [rule.minimum, rule.maximum, rule.exclusiveMinimum, rule.exclusiveMaximum].filter(
      (v): v is number => v !== undefined,
    )) {
      values.push(n - 1, n, n + 1, n - 0.5, n + 0.5);
    }
  }
  if (rule.type === 'array') {
    const item = rule.items?.enum?.[0] ?? (rule.items?.type === 'integer' ? 1 : 'x');
    for (const n of [rule.minItems, rule.maxItems].filter((v): v is number => v !== undefined)) {
      for (const size of [n - 1, n, n + 1]) values.push(Array.from({ length: Math.max(0, size) }, () => item));
    }
  }
  return values;
}

const named = Object.entries(rules).filter(([name]) => /^[A-Z]\w*Rule$/.test(name)) as Array<[string, Rule]>;

describe('generated input rules', () => {
  it('has a rule for the bounded schemas the clients check', () => {
    for (const name of ['QuantityRule', 'PincodeRule', 'MobileRule', 'EmailRule', 'PageSizeRule', 'PersonNameRule'])
      expect(named.map(([n]) => n)).toContain(name);
    expect(rules.QuantityRule).toMatchObject({ minimum: 1, maximum: 10 });
    expect(rules.checkRule(rules.QuantityRule, 11)).toBe('must be at most 10');
    expect(rules.describeRule(rules.QuantityRule)).toBe('1-10');
    expect(rules.headerNames.actiontag).toBe('actiontag');
  });

  it.each(named)('%s agrees with its zod validator at and past every bound', (name, rule) => {
    const schema = (validators as Record<string, unknown>)[`z${name.slice(0, -'Rule'.length)}`] as
      | { safeParse(v: unknown): { success: boolean } }
      | undefined;
    expect(schema, `zod.gen.ts has no z${name.slice(0, -4)}`).toBeDefined();
    for (const value of probes(rule)) {
      expect(rules.checkRule(rule, value) === undefined, `${name} on ${JSON.stringify(value)}`).toBe(
        schema!.safeParse(value).success,
      );
    }
  });

  it('gives each action input field the rule of its schema', () => {
    expect(rules.inputRules.cartAddItem.quantity).toMatchObject({ minimum: 1, maximum: 10 });
    expect(rules.inputRules.addressAdd.zipcode).toBe(rules.PincodeRule);
  });
});
