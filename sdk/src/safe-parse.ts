/**
 * zod's `safeParse`, made to never throw. zod's length checks (`.max`, `.min`, `.length` of a string or
 * a list) also run on a value of the wrong type that has a `length` key, to report more than one issue;
 * comparing such a key to a number can throw: `{"length": {"toString": 0}}` is valid JSON and makes
 * zod 4 throw "Cannot convert object to primitive value". Every boundary that checks input it does not
 * trust (a reply, a content configuration, a socket frame) parses through this, so such a value is one
 * more failure, with an issue at the root, never an exception.
 * @example
 * const checked = safeParse(zShortText, { length: { toString: 0 } });
 * checked.success; // false
 * checked.error.issues[0].message; // 'cannot be checked: Cannot convert object to primitive value'
 */
export function safeParse<S extends { safeParse(value: unknown): unknown }>(
  schema: S,
  value: unknown,
): ReturnType<S['safeParse']> | UncheckableValue {
  try {
    return schema.safeParse(value) as ReturnType<S['safeParse']>;
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    return { success: false, error: { issues: [{ code: 'custom', path: [], message: `cannot be checked: ${reason}` }] } };
  }
}

/** The failure `safeParse` answers when the validator itself threw on the value. */
export interface UncheckableValue {
  success: false;
  data?: undefined;
  error: { issues: Array<{ code: 'custom'; path: PropertyKey[]; message: string }> };
}
