/** Asks for a value on the terminal (stderr), hiding what is typed for secrets. */

export function createTerminalPrompt(input: NodeJS.ReadStream, output: NodeJS.WriteStream) {
  return async (question: string, options: { secret?: boolean } = {}): Promise<string> => {
    // readline loads only when somebody is asked (start-up stays lean)
    const { createInterface } = await import('node:readline');
    return new Promise((resolve) => {
      const rl = createInterface({ input, output, terminal: true });
      if (options.secret) {
        // echo nothing but the question itself
        const internal = rl as unknown as { _writeToOutput: (text: string) => void };
        internal._writeToOutput = (text: string) => {
          if (text.includes(question)) output.write(text);
        };
      }
      rl.question(`${question} `, (answer) => {
        if (options.secret) output.write('\n');
        rl.close();
        resolve(answer);
      });
    });
  };
}
