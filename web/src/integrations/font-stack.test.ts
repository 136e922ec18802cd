// @vitest-environment happy-dom
// @vitest-isolate it reads the root element's style, which other files' renders set on the shared page
import { afterEach, describe, expect, it } from 'vitest';
import { fontStack, setFontStack } from './font-stack.ts';

const inline = () => document.documentElement.style.getPropertyValue('--font-sans');

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.head.innerHTML = '';
});

describe('setFontStack', () => {
  it('leaves the root alone when the page already uses that stack (no restyle of the whole page)', () => {
    const style = document.createElement('style');
    style.textContent = `:root { --font-sans: "Poppins", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }`;
    document.head.append(style);
    setFontStack(document, fontStack('Poppins', 'sans-serif'));
    expect(inline()).toBe('');
  });

  it('sets the stack when it differs, and only once', () => {
    setFontStack(document, fontStack('Mukta', 'serif'));
    expect(inline()).toContain('"Mukta"');
    expect(inline()).toMatch(/serif$/);
    const before = inline();
    setFontStack(document, fontStack('Mukta', 'serif'));
    expect(inline()).toBe(before);
  });
});
