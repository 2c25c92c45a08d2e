// Runs a synchronous read and answers what it threw (null when nothing) and how long it took: the
// decoders' bound tests assert both the refusal and that it came at once.
export function timed(read: () => unknown): { error: unknown; ms: number } {
  const started = performance.now();
  try {
    read();
    return { error: null, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}
