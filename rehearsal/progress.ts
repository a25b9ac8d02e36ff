// The rehearsal's own output: one line per step with the seconds since the start, so a person
// watching sees where it is and a failed run shows the last step it reached.
const started = performance.now();

export function step(message: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[rehearsal ${seconds}s] ${message}`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** Polls `probe` every `everyMs` until it returns a value other than undefined, or throws after `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  options: { timeoutMs: number; everyMs?: number },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${options.timeoutMs} ms waiting for ${what}`);
    await sleep(options.everyMs ?? 100);
  }
}
