/**
 * Ctrl-C exits 130 wherever it lands: at a prompt (readline gets it as a key, not as a signal) and
 * during a call; nothing is printed after it. The real process and its SIGINT: bundle.test.ts.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { interruptedError } from '../src/errors.ts';
import { createTerminalPrompt } from '../src/output/prompt.ts';
import { createShell, useMockShop } from './helpers.ts';

useMockShop();

/** A prompt on in-memory streams, as the terminal would drive it. */
function terminal() {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk) => (shown += chunk));
  const interrupts = { count: 0 };
  const ask = createTerminalPrompt(input as never, output as never, () => interrupts.count++);
  /** Types `keys` once the question is on screen. */
  const type = async (question: string, keys: string) => {
    await vi.waitFor(() => expect(shown).toContain(question));
    input.write(keys);
  };
  return { ask, type, interrupts };
}

describe('the terminal prompt', () => {
  it('returns what was typed', async () => {
    const { ask, type } = terminal();
    const answer = ask('Mobile or email:');
    await type('Mobile or email:', '9876543210\r');
    expect(await answer).toBe('9876543210');
  });

  it('turns Ctrl-C into the interrupted error (exit 130) and reports it as the SIGINT it stands for', async () => {
    const { ask, type, interrupts } = terminal();
    const answer = ask('Password:', { secret: true });
    await type('Password:', '\u0003');
    await expect(answer).rejects.toMatchObject({ exitCode: 130, code: 'cli.interrupted' });
    expect(interrupts.count).toBe(1);
  });

  it('takes Ctrl-D (end of input) as an empty answer instead of waiting for ever', async () => {
    const { ask, type } = terminal();
    const answer = ask('OTP:');
    await type('OTP:', '\u0004');
    expect(await answer).toBe('');
  });
});

describe('a run interrupted', () => {
  it('exits 130 from a prompt, printing nothing', async () => {
    const controller = new AbortController();
    const prompt = async () => {
      controller.abort();
      throw interruptedError();
    };
    const result = await createShell().run('auth login', { isTTY: true, prompt, signal: controller.signal });
    expect(result).toMatchObject({ code: 130, stdout: '', stderr: '' });
  });

  it('exits 130 at once during a call, though the call has not ended, and prints no error for it', async () => {
    const controller = new AbortController();
    let sent = false;
    const fetch = () => {
      sent = true;
      setTimeout(() => controller.abort(), 5);
      return new Promise<Response>(() => {});
    };
    const result = await createShell().run('catalog categories', { fetch, signal: controller.signal });
    expect(sent).toBe(true);
    expect(result).toMatchObject({ code: 130, stdout: '', stderr: '' });
  });

  it('exits 130 when the call fails because Ctrl-C aborted it', async () => {
    const controller = new AbortController();
    const fetch = () => {
      controller.abort();
      return Promise.reject(new DOMException('This operation was aborted', 'AbortError'));
    };
    const result = await createShell().run('catalog categories', { fetch, signal: controller.signal });
    expect(result).toMatchObject({ code: 130, stderr: '' });
  });
});
