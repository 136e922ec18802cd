/** Asks for a value on the terminal (stderr), hiding what is typed for secrets. */
import { interruptedError } from '../errors.ts';

/**
 * A prompt on `input` and `output`. Ctrl-C at the prompt reaches readline as a key, not as a signal (the
 * terminal is in raw mode), so it is handed to `onInterrupt` as the process's SIGINT would be, and the
 * question fails with the interrupted error (exit 130); Ctrl-D (end of input) is an empty answer.
 */
export function createTerminalPrompt(input: NodeJS.ReadStream, output: NodeJS.WriteStream, onInterrupt: () => void = () => {}) {
  return async (question: string, options: { secret?: boolean } = {}): Promise<string> => {
    // readline loads only when somebody is asked (start-up stays lean)
    const { createInterface } = await import('node:readline');
    return new Promise((resolve, reject) => {
      const rl = createInterface({ input, output, terminal: true });
      if (options.secret) {
        // echo nothing but the question itself
        const internal = rl as unknown as { _writeToOutput: (text: string) => void };
        internal._writeToOutput = (text: string) => {
          if (text.includes(question)) output.write(text);
        };
      }
      rl.on('SIGINT', () => {
        output.write('\n');
        reject(interruptedError());
        rl.close();
        onInterrupt();
      });
      rl.on('close', () => resolve(''));
      rl.question(`${question} `, (answer) => {
        if (options.secret) output.write('\n');
        resolve(answer);
        rl.close();
      });
    });
  };
}
