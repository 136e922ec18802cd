/**
 * @module @attar/sdk/rules
 * The contract's input rules (lengths, patterns, enums, ranges, item counts) as constants generated from
 * the spec, and one function that checks a value against a rule, for code that must refuse bad input
 * before sending it without loading the zod validators: the CLI's option parsers, the storefront's
 * forms, the mock shop's own limits. Change a limit in spec/, run `pnpm codegen`, and every one of them
 * follows.
 */
import type { Rule } from './generated/rules.gen.ts';

export * from './generated/rules.gen.ts';
export * from './generated/inputs.gen.ts';
export * from './generated/fields.gen.ts';

/**
 * What is wrong with `value` under `rule`, in words a form or a usage error can show ("must be at most
 * 10"), or undefined when it passes. Strings are measured in characters as JSON Schema counts them
 * (code points).
 * @example
 * import { QuantityRule, checkRule } from '@attar/sdk/rules';
 * checkRule(QuantityRule, 11); // 'must be at most 10'
 */
export function checkRule(rule: Rule, value: unknown): string | undefined {
  if (rule.enum && !rule.enum.includes(value)) return `must be one of ${rule.enum.join(', ')}`;
  switch (rule.type) {
    case 'string':
      return typeof value === 'string' ? checkString(rule, value) : 'must be text';
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || Number.isNaN(value)) return 'must be a number';
      if (rule.type === 'integer' && !Number.isInteger(value)) return 'must be a whole number';
      return checkNumber(rule, value);
    case 'array': {
      if (!Array.isArray(value)) return 'must be a list';
      if (rule.minItems !== undefined && value.length < rule.minItems)
        return `must have at least ${rule.minItems} ${plural(rule.minItems, 'item')}`;
      if (rule.maxItems !== undefined && value.length > rule.maxItems)
        return `must have at most ${rule.maxItems} ${plural(rule.maxItems, 'item')}`;
      for (const item of rule.items ? value : []) {
        const problem = checkRule(rule.items!, item);
        if (problem) return `each item ${problem}`;
      }
      return undefined;
    }
    default:
      return typeof value === 'boolean' ? undefined : 'must be true or false';
  }
}

/** A rule's range in words for help texts: "1-10", "at most 120 characters", "6 characters". */
export function describeRule(rule: Rule): string {
  if (rule.enum) return rule.enum.join(', ');
  if (rule.type === 'integer' || rule.type === 'number') {
    const min = rule.minimum ?? rule.exclusiveMinimum;
    const max = rule.maximum ?? rule.exclusiveMaximum;
    if (min !== undefined && max !== undefined) return `${min}-${max}`;
    if (max !== undefined) return `at most ${max}`;
    return min !== undefined ? `at least ${min}` : 'a number';
  }
  if (rule.type === 'array')
    return rule.maxItems !== undefined ? `at most ${rule.maxItems} ${plural(rule.maxItems, 'item')}` : 'a list';
  if (rule.minLength !== undefined && rule.minLength === rule.maxLength)
    return `${rule.maxLength} ${plural(rule.maxLength, 'character')}`;
  if (rule.minLength !== undefined && rule.maxLength !== undefined) return `${rule.minLength}-${rule.maxLength} characters`;
  return rule.maxLength !== undefined ? `at most ${rule.maxLength} ${plural(rule.maxLength, 'character')}` : 'text';
}

function checkString(rule: Rule, value: string): string | undefined {
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength)
    return `must be at least ${rule.minLength} ${plural(rule.minLength, 'character')}`;
  if (rule.maxLength !== undefined && length > rule.maxLength)
    return `must be at most ${rule.maxLength} ${plural(rule.maxLength, 'character')}`;
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return 'is not in the expected form';
  const format = rule.format ? FORMATS[rule.format] : undefined;
  if (format && !format.test(value)) return format.problem;
  return undefined;
}

/** The string formats the contract uses, checked as a client can (the server has the last word). */
const FORMATS: Record<string, { test(value: string): boolean; problem: string }> = {
  email: { test: (v) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v), problem: 'is not an email address' },
  // a day that exists: Date.parse rolls 1990-02-30 over to March, so the date must read back the same
  date: { test: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDay(v), problem: 'is not a date (YYYY-MM-DD)' },
  // in UTC, as the SDK's reply validators read a timestamp (zod's ISO date-time without offsets)
  'date-time': {
    test: (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(v) && !Number.isNaN(Date.parse(v)),
    problem: 'is not a date and time',
  },
  uri: { test: (v) => URL.canParse(v), problem: 'is not a URL' },
};

function checkNumber(rule: Rule, value: number): string | undefined {
  if (rule.minimum !== undefined && value < rule.minimum) return `must be at least ${rule.minimum}`;
  if (rule.maximum !== undefined && value > rule.maximum) return `must be at most ${rule.maximum}`;
  if (rule.exclusiveMinimum !== undefined && value <= rule.exclusiveMinimum) return `must be more than ${rule.exclusiveMinimum}`;
  if (rule.exclusiveMaximum !== undefined && value >= rule.exclusiveMaximum) return `must be less than ${rule.exclusiveMaximum}`;
  return undefined;
}

function isRealDay(v: string): boolean {
  const at = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === v;
}

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);
