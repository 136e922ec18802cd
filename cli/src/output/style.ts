/** ANSI styles that turn into plain text when colour is off (NO_COLOR, `--no-color`, not a terminal). */

export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

/** @example createStyle(false).bold('x') // 'x' */
export function createStyle(color: boolean): Style {
  if (!color) return { bold: plain, dim: plain, green: plain, red: plain, yellow: plain, cyan: plain };
  return {
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    green: wrap(32, 39),
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
  };
}

/** Length of a string as the terminal shows it (ANSI escapes take no room). */
export const visibleLength = (text: string): number => text.replace(/\u001b\[[0-9;]*m/g, '').length;
