import { isAbsolute, relative } from 'node:path';

/** `path` relative to the working folder when it lies inside it, else as it is. */
export function displayPath(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown.startsWith('..') || isAbsolute(shown) ? path : shown;
}
