/**
 * How a command is declared: one file per verb exports a `CommandSpec` (name, help, examples, flags,
 * the SDK actions it calls, and `run`); one folder per noun exports a `GroupSpec` listing its verbs.
 * `program.ts` turns the tree into commander commands; the coverage test reads `actions` to prove every
 * SDK action has a command.
 */
import { InvalidArgumentError, type Command } from 'commander';
import type { Schemas, SdkModules } from '@attar/sdk';
import {
  AddressIdRule,
  BrandIdRule,
  BuyerOtpRule,
  CategoryIdRule,
  CheckoutIdRule,
  checkRule,
  CinRule,
  CouponCodeRule,
  describeRule,
  FulfillmentIdRule,
  MobileRule,
  MoneyRule,
  OrderIdRule,
  PageNumRule,
  PageSizeRule,
  PaymentIdRule,
  PaymentModeRule,
  PincodeRule,
  ProductIdRule,
  ProductPolicyIdRule,
  reviewsMarkHelpfulInput,
  SortOrderRule,
  type Rule,
} from '@attar/sdk/rules';
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

/**
 * A whole number within bounds, for the CLI's own flags (timeouts, intervals); a flag that fills a
 * contract field takes `ruledInt` with the field's rule. @example int('--timeout', 1, 600_000)
 */
export const int =
  (label: string, min = 1, max = 100_000) =>
  (value: string): number => {
    if (!/^-?[0-9]+$/.test(value.trim())) throw new InvalidArgumentError(`${label} must be a whole number, got "${value}".`);
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`${label} must be between ${min} and ${max}, got ${n}.`);
    return n;
  };

/**
 * A whole number held to the contract's rule for its field (generated from the spec), so a value the
 * shop would refuse is a usage error naming the limit: `-q 50` -> "--quantity must be at most 10 (1-10)".
 */
export const ruledInt =
  (label: string, rule: Rule) =>
  (value: string): number => {
    if (!/^-?[0-9]+$/.test(value.trim())) throw new InvalidArgumentError(`${label} must be a whole number, got "${value}".`);
    const n = Number(value);
    const problem = checkRule(rule, n);
    if (problem) throw new InvalidArgumentError(`${label} ${problem} (${describeRule(rule)}), got ${n}.`);
    return n;
  };

/** A flag's help with the rule's range: `how many (1-10)`. */
export const ranged = (help: string, rule: Rule): string => `${help} (${describeRule(rule)})`;

/** Rupees with at most two decimals, within the contract's Money range. */
export const rupees =
  (label: string) =>
  (value: string): number => {
    if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(value.trim()))
      throw new InvalidArgumentError(`${label} must be an amount in rupees like 1499 or 1499.50, got "${value}".`);
    const n = Number(value);
    const problem = checkRule(MoneyRule, n);
    if (problem) throw new InvalidArgumentError(`${label} ${problem}, got ${n}.`);
    return n;
  };

/** One of a fixed set, case-insensitive, returned as spelt in `choices`. */
export const oneOf =
  <T extends string>(label: string, choices: readonly T[]) =>
  (value: string): T => {
    const found = choices.find((c) => c.toLowerCase() === value.trim().toLowerCase());
    if (!found) throw new InvalidArgumentError(`${label} must be one of ${choices.join(', ')}, got "${value}".`);
    return found;
  };

/** A comma-separated list, repeated flags add up. */
export const list =
  <T extends string = string>(parse: (value: string) => T = (v) => v as T) =>
  (value: string, previous: T[] = []): T[] => [
    ...previous,
    ...value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
      .map(parse),
  ];

/** Repeated `name=value` pairs (customisations). */
export const pairs = (value: string, previous: Array<{ name: string; value: string }> = []) => {
  const eq = value.indexOf('=');
  if (eq <= 0) throw new InvalidArgumentError(`expected name=value, got "${value}".`);
  return [...previous, { name: value.slice(0, eq).trim(), value: value.slice(eq + 1).trim() }];
};

/**
 * Text held to the contract's rule for its field (an id's pattern and length, generated from the spec):
 * refused before anything is sent, with an example of the expected form.
 */
export const matching =
  (label: string, rule: Rule, example: string) =>
  (value: string): string => {
    const trimmed = value.trim();
    if (checkRule(rule, trimmed) !== undefined) throw new InvalidArgumentError(`${label} looks like ${example}, got "${value}".`);
    return trimmed;
  };

export const ids = {
  product: matching('a product id', ProductIdRule, 'PR00012'),
  cin: matching('an item id (cin)', CinRule, 'ATR-OUD-100'),
  order: matching('an order id', OrderIdRule, 'OD00000000001'),
  fulfillment: matching('a fulfillment id', FulfillmentIdRule, 'FL00000000001'),
  address: matching('an address id', AddressIdRule, 'AD000123'),
  checkout: matching('a checkout id', CheckoutIdRule, 'CK0000000001'),
  payment: matching('a payment id', PaymentIdRule, 'PY0000000001'),
  review: matching('a review id', reviewsMarkHelpfulInput.reviewId, 'RV000001'),
  otp: matching('an OTP', BuyerOtpRule, '123456'),
  pincode: matching('a pincode', PincodeRule, '560001'),
  mobile: matching('a mobile number', MobileRule, '9876543210'),
  category: matching('a category id', CategoryIdRule, 'CA00001'),
  brand: matching('a brand id', BrandIdRule, 'BR00001'),
  policy: matching('a policy id', ProductPolicyIdRule, 'PO00002'),
} as const;

/** A coupon code, upper-cased (`welcome10` works). */
export const coupon = (value: string): string =>
  matching('a coupon code', CouponCodeRule, 'WELCOME10')(value.trim().toUpperCase());

/** `--page`, `--page-size` and `--order` of the paged lists, and the query they make. */
export interface PageOptions {
  page?: number;
  pageSize?: number;
  order?: Schemas['SortOrder'];
}

/** `--page` and `--page-size`, held to the contract's paging rules (a list may have its own page size rule). */
export const pagingOptions = (command: Command, pageSizeHelp = 'per page', pageSizeRule: Rule = PageSizeRule): Command =>
  command
    .option('--page <n>', ranged('page number', PageNumRule), ruledInt('--page', PageNumRule))
    .option('--page-size <n>', ranged(pageSizeHelp, pageSizeRule), ruledInt('--page-size', pageSizeRule));

/** `--order`: the contract's sort orders. */
export const orderOption = (command: Command, help = 'sort order'): Command =>
  command.option('--order <order>', ranged(help, SortOrderRule), oneOf('--order', SortOrderRule.enum));

export const pageOptions = (command: Command, pageSizeHelp?: string): Command =>
  orderOption(pagingOptions(command, pageSizeHelp));

export const pageQuery = (o: PageOptions) => compact({ pageNum: o.page, pageSize: o.pageSize, sortOrder: o.order });

/** How a payment is made (`--mode`, `--payment-mode`): the contract's values, and its help text. */
export const paymentModeOf = (label: string) => oneOf(label, PaymentModeRule.enum);
export const PAYMENT_MODE_HELP = ranged('how to pay', PaymentModeRule);
export const YES_NO = (value: boolean | undefined) => (value === undefined ? undefined : value ? ('Y' as const) : ('N' as const));

/** Drops undefined values so a closed request body gets only what was given. */
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
