import { describe, expect, it } from 'vitest';
import { ContactFormRequestFields } from '@attar/sdk/rules';
import { checkInput } from './contact-form.tsx';

const { name: NAME, message: MESSAGE } = ContactFormRequestFields;

describe('the contact form holds to the contract', () => {
  it('a name or message the contract refuses is refused', () => {
    const name = { name: 'name', label: 'Your name', required: true } as const;
    const message = { name: 'message', label: 'Message', required: true } as const;
    expect(checkInput(name, 'a'.repeat(NAME.maxLength))).toBeUndefined();
    expect(checkInput(name, 'a'.repeat(NAME.maxLength + 1))).toMatch(`at most ${NAME.maxLength}`);
    expect(checkInput(name, 'a'.repeat(NAME.minLength - 1))).toMatch(`at least ${NAME.minLength}`);
    expect(checkInput(name, 'K4vya')).toBe('Use letters for your name.');
    expect(checkInput(message, 'x'.repeat(MESSAGE.maxLength))).toBeUndefined();
    expect(checkInput(message, 'x'.repeat(MESSAGE.maxLength + 1))).toMatch(`at most ${MESSAGE.maxLength}`);
  });
});
