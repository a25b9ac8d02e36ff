// Printing helpers for the settlement benchmark.

export const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
export const count = (value: number) => value.toLocaleString('en-US');
export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The process's peak resident set so far, in bytes (Linux reports maxRSS in KiB). */
export const peakRss = () => process.resourceUsage().maxRSS * 1024;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value at quantile `q` (0..1) of ascending `sorted` by nearest rank, rounded; 0 for none. */
export function percentile(sorted: readonly number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

/** Samples the process's RSS while `fn` runs (only between awaits: a synchronous stretch is one sample). */
export async function sampleRss<T>(fn: () => Promise<T>): Promise<{ value: T; peakBytes: number }> {
  let peakBytes = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, process.memoryUsage().rss);
  }, 50);
  try {
    const value = await fn();
    peakBytes = Math.max(peakBytes, process.memoryUsage().rss);
    return { value, peakBytes };
  } finally {
    clearInterval(timer);
  }
}

/** Prints rows of cells as a left-aligned first column and right-aligned others. */
export function table(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) {
    console.log(
      row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('   '),
    );
  }
}

/** A log that keeps each line with the time it arrived, and prints it as it comes. */
export function timedLog(echo: (line: string) => boolean) {
  const started = performance.now();
  const lines: { atMs: number; msg: string }[] = [];
  const record = (level: string) => (msg: string) => {
    const atMs = performance.now() - started;
    lines.push({ atMs, msg });
    if (level !== 'info' || echo(msg)) console.log(`    [+${(atMs / 1000).toFixed(2)} s] ${level} ${msg}`);
  };
  return { log: { info: record('info'), warn: record('warn'), error: record('error') }, lines };
}
