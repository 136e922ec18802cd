/**
 * How a command is declared: one file per verb exports a `CommandSpec` (name, help, examples, flags,
 * the SDK actions it calls, and `run`); one folder per noun exports a `GroupSpec` listing its verbs.
 * `program.ts` turns the tree into commander commands; the coverage test reads `actions` to prove every
 * SDK action has a command.
 */
import { InvalidArgumentError, type Command } from 'commander';
import type { SdkModules } from '@attar/sdk';
import { checkRule, describeRule, type Rule } from '@attar/sdk/rules';
import type { CommandContext } from './context.ts';

/** An SDK function by its `module.fn` name, as the `actions` table lists it (`cart.addItem`). */
export type SdkAction = { [M in keyof SdkModules]: `${M & string}.${keyof SdkModules[M] & string}` }[keyof SdkModules];

export interface ArgumentSpec {
  /** Commander syntax: `<productId>` (required) or `[pincode]` (optional). */
  name: string;
  description: string;
}

export interface CommandSpec<Options = Record<string, unknown>> {
  name: string;
  /** One line for the parent's command list. */
  summary: string;
  /** Longer help text (optional). */
  description?: string;
  aliases?: string[];
  args?: ArgumentSpec[];
  /** Adds the command's own flags (`--json` is added for every command). */
  options?: (command: Command) => void;
  /** Shown under `Example:` in the help; at least one. */
  examples: string[];
  /** The SDK actions this command may call. */
  actions: SdkAction[];
  /** Commands that take no `--json` (completion scripts). */
  noJson?: boolean;
  run(ctx: CommandContext, options: Options, args: string[]): Promise<void>;
}

export interface GroupSpec {
  name: string;
  summary: string;
  description?: string;
  examples: string[];
  commands: Array<CommandSpec<any> | GroupSpec>;
}

export const isGroup = (spec: CommandSpec<any> | GroupSpec): spec is GroupSpec => 'commands' in spec;

/** Declares a verb with its options type checked against `run`. */
export const defineCommand = <Options>(spec: CommandSpec<Options>): CommandSpec<Options> => spec;
export const defineGroup = (spec: GroupSpec): GroupSpec => spec;

// ---- flag parsers: a bad value is a usage error (exit 2) naming the flag --------------------------

/** A whole number within bounds. @example cmd.option('--page <n>', 'page', int('page', 1)) */
export const int = (label: string, min = 1, max = 100_000) => (value: string): number => {
  if (!/^-?[0-9]+$/.test(value.trim())) throw new InvalidArgumentError(`${label} must be a whole number, got "${value}".`);
  const n = Number(value);
  if (n < min || n > max) throw new InvalidArgumentError(`${label} must be between ${min} and ${max}, got ${n}.`);
  return n;
};

/**
 * A whole number held to the contract's rule for its field (generated from the spec), so a value the
 * shop would refuse is a usage error naming the limit: `-q 50` -> "--quantity must be at most 10 (1-10)".
 */
export const ruledInt = (label: string, rule: Rule) => (value: string): number => {
  if (!/^-?[0-9]+$/.test(value.trim())) throw new InvalidArgumentError(`${label} must be a whole number, got "${value}".`);
  const n = Number(value);
  const problem = checkRule(rule, n);
  if (problem) throw new InvalidArgumentError(`${label} ${problem} (${describeRule(rule)}), got ${n}.`);
  return n;
};

/** A flag's help with the rule's range: `how many (1-10)`. */
export const ranged = (help: string, rule: Rule): string => `${help} (${describeRule(rule)})`;

/** Rupees with at most two decimals. */
export const rupees = (label: string) => (value: string): number => {
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(value.trim())) throw new InvalidArgumentError(`${label} must be an amount in rupees like 1499 or 1499.50, got "${value}".`);
  return Number(value);
};

/** One of a fixed set, case-insensitive, returned as spelt in `choices`. */
export const oneOf = <T extends string>(label: string, choices: readonly T[]) => (value: string): T => {
  const found = choices.find((c) => c.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new InvalidArgumentError(`${label} must be one of ${choices.join(', ')}, got "${value}".`);
  return found;
};

/** A comma-separated list, repeated flags add up. */
export const list = <T extends string = string>(parse: (value: string) => T = (v) => v as T) => (value: string, previous: T[] = []): T[] => [
  ...previous,
  ...value.split(',').map((v) => v.trim()).filter(Boolean).map(parse),
];

/** Repeated `name=value` pairs (customisations). */
export const pairs = (value: string, previous: Array<{ name: string; value: string }> = []) => {
  const eq = value.indexOf('=');
  if (eq <= 0) throw new InvalidArgumentError(`expected name=value, got "${value}".`);
  return [...previous, { name: value.slice(0, eq).trim(), value: value.slice(eq + 1).trim() }];
};

/** Text matching a pattern (ids): refused before anything is sent. */
export const matching = (label: string, pattern: RegExp, example: string) => (value: string): string => {
  const trimmed = value.trim();
  if (!pattern.test(trimmed)) throw new InvalidArgumentError(`${label} looks like ${example}, got "${value}".`);
  return trimmed;
};

export const ids = {
  product: matching('a product id', /^PR[0-9]{5}$/, 'PR00012'),
  cin: matching('an item id (cin)', /^[A-Z0-9-]{4,40}$/, 'ATR-OUD-100'),
  order: matching('an order id', /^OD[0-9]{11}$/, 'OD00000000001'),
  fulfillment: matching('a fulfillment id', /^FL[0-9]{11}$/, 'FL00000000001'),
  address: matching('an address id', /^AD[0-9]{6}$/, 'AD000123'),
  checkout: matching('a checkout id', /^CK[0-9A-Z]{10}$/, 'CK0000000001'),
  payment: matching('a payment id', /^PY[0-9A-Z]{10}$/, 'PY0000000001'),
  review: matching('a review id', /^RV[0-9]{6}$/, 'RV000001'),
  otp: matching('an OTP', /^[0-9]{6}$/, '123456'),
  pincode: matching('a pincode', /^[1-9][0-9]{5}$/, '560001'),
  mobile: matching('a mobile number', /^[0-9]{10}$/, '9876543210'),
} as const;

/** A coupon code, upper-cased (`welcome10` works). */
export const coupon = (value: string): string => matching('a coupon code', /^[A-Z0-9]{3,20}$/, 'WELCOME10')(value.trim().toUpperCase());

/** `--page`, `--page-size` and `--order` of the paged lists, and the query they make. */
export interface PageOptions {
  page?: number;
  pageSize?: number;
  order?: 'asc' | 'desc';
}

export const pageOptions = (command: Command): Command =>
  command
    .option('--page <n>', 'page number', int('--page'))
    .option('--page-size <n>', 'per page', int('--page-size', 1, 100))
    .option('--order <order>', 'asc or desc', oneOf('--order', ['asc', 'desc'] as const));

export const pageQuery = (o: PageOptions) => compact({ pageNum: o.page, pageSize: o.pageSize, sortOrder: o.order });

export const PAYMENT_MODES = ['UPI', 'RAZORPAY', 'PAYU'] as const;
export const YES_NO = (value: boolean | undefined) => (value === undefined ? undefined : value ? ('Y' as const) : ('N' as const));

/** Drops undefined values so a closed request body gets only what was given. */
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
