/** safeParse (src/safe-parse.ts): zod's answer as it is, or a failure where zod itself throws. */
import { describe, expect, it } from 'vitest';
import { safeParse } from '../src/validators.ts';
import { zContentId, zShortText } from '../src/generated/zod.gen.ts';

const trap = JSON.parse('{"length":{"toString":0}}');

describe('safeParse', () => {
  it("answers zod's own result, data or issues, for a value zod can read", () => {
    expect(safeParse(zContentId, 'BL00001')).toEqual({ success: true, data: 'BL00001' });
    const wrong = safeParse(zContentId, 'x');
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues.map((issue) => issue.code)).toEqual(['invalid_format']);
  });

  it('answers a failure with one issue at the root where zod throws: a JSON object whose length is an object', () => {
    expect(safeParse(zShortText, trap)).toEqual({
      success: false,
      error: { issues: [{ code: 'custom', path: [], message: 'cannot be checked: Cannot convert object to primitive value' }] },
    });
  });

  // When this fails, zod checks a value's type before its length: safeParse's try can go (decision 013).
  it('is needed: zod 4 throws on that value', () => {
    expect(() => zShortText.safeParse(trap)).toThrow(TypeError);
  });
});
