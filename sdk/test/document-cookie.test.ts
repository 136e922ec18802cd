import { afterEach, describe, expect, it } from 'vitest';
import { documentCookie } from '../src/headers.ts';

const globals = globalThis as { document?: unknown };
afterEach(() => {
  delete globals.document;
});

/** A document whose cookie jar counts how often it is read. */
function fakeDocument(initial: string) {
  const jar = { value: initial, reads: 0 };
  globals.document = {
    get cookie() {
      jar.reads += 1;
      return jar.value;
    },
  };
  return jar;
}

describe('documentCookie', () => {
  it('finds a cookie by name and decodes it', () => {
    fakeDocument('theme=dark; XSRF-TOKEN=a%2Bb%3D; other=1');
    expect(documentCookie('XSRF-TOKEN')).toBe('a+b=');
    expect(documentCookie('missing')).toBeUndefined();
  });

  it('reads the cookie store once for the calls of one task, and afresh in the next', async () => {
    const jar = fakeDocument('XSRF-TOKEN=first');
    for (let i = 0; i < 10; i++) expect(documentCookie('XSRF-TOKEN')).toBe('first');
    expect(jar.reads).toBe(1);
    jar.value = 'XSRF-TOKEN=second';
    await Promise.resolve();
    expect(documentCookie('XSRF-TOKEN')).toBe('second');
    expect(jar.reads).toBe(2);
  });

  it('is undefined where there is no document or no cookie', async () => {
    expect(documentCookie('XSRF-TOKEN')).toBeUndefined();
    fakeDocument('');
    await Promise.resolve();
    expect(documentCookie('XSRF-TOKEN')).toBeUndefined();
  });
});
