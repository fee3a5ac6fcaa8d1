/**
 * Calls `onGone` once when the process that started this one has exited (this one was handed to
 * another parent). Checked every `everyMs`, without keeping the process alive.
 */
export function whenParentGone(onGone: () => void, everyMs = 1_000): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
