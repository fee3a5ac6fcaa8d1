import { writeSync } from 'node:fs';
import { Writable } from 'node:stream';

export interface LogDestinationOptions {
  /** Lines held while the reader is slow; past this, new lines are dropped (counted). */
  maxPendingBytes?: number;
  /** How long the exit may spend writing what is still held. */
  exitFlushMs?: number;
}

const RETRY_MS = 50;
const WOULD_BLOCK = new Set(['EAGAIN', 'EWOULDBLOCK', 'EBUSY']);
const pause = new Int32Array(new SharedArrayBuffer(4));
const isWouldBlock = (error: unknown) => WOULD_BLOCK.has((error as NodeJS.ErrnoException).code ?? '');

/**
 * Where the server's log lines go (stdout): a line that cannot be written never holds up the
 * process. pino's own destination (sonic-boom) retries a failed write forever when it flushes at
 * exit, EPIPE included, 100 ms a try: a server whose log reader had gone away never finished
 * exiting. Here each line is written at once without blocking (Node opens a pipe or socket on
 * stdout in non-blocking mode); a reader that stops reading makes lines wait (up to
 * `maxPendingBytes`, then they are dropped); a descriptor that fails (EPIPE: the reader is gone,
 * EIO: the terminal closed) ends logging quietly; at exit what is held gets `exitFlushMs` at most.
 */
export class LogDestination extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private retry: NodeJS.Timeout | undefined;
  private broken = false;
  /** Lines dropped because the reader was too slow or gone. */
  dropped = 0;
  private readonly maxPendingBytes: number;
  private readonly exitFlushMs: number;

  constructor(
    private readonly fd: number,
    options: LogDestinationOptions = {},
  ) {
    super();
    this.maxPendingBytes = options.maxPendingBytes ?? 16 * 1024 * 1024;
    this.exitFlushMs = options.exitFlushMs ?? 1_000;
    process.once('exit', () => this.flushOnExit());
  }

  /** Whether the descriptor failed for good (its reader is gone): nothing more is written. */
  get closedForGood(): boolean {
    return this.broken;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    // Always accepted at once: the logger never waits for the reader.
    if (this.broken || this.pendingBytes + chunk.length > this.maxPendingBytes) {
      this.dropped++;
    } else {
      this.pending.push(chunk);
      this.pendingBytes += chunk.length;
      if (!this.retry) this.writePending();
    }
    done();
  }

  /** Writes what it can now; true once nothing is held. A full pipe leaves the rest for later. */
  private writePending(): boolean {
    while (!this.broken && this.pending.length > 0) {
      const chunk = this.pending[0]!;
      let written: number;
      try {
        written = writeSync(this.fd, chunk);
      } catch (error) {
        if (!isWouldBlock(error)) this.giveUp();
        else this.retry ??= setTimeout(() => this.retryNow(), RETRY_MS).unref();
        return false;
      }
      this.pendingBytes -= written;
      if (written >= chunk.length) this.pending.shift();
      else this.pending[0] = chunk.subarray(written);
    }
    return true;
  }

  private retryNow(): void {
    this.retry = undefined;
    this.writePending();
  }

  private giveUp(): void {
    this.broken = true;
    this.dropped += this.pending.length;
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** At exit (no event loop any more): what is held, within `exitFlushMs`, then nothing. */
  private flushOnExit(): void {
    clearTimeout(this.retry);
    const deadline = Date.now() + this.exitFlushMs;
    while (!this.writePending() && !this.broken) {
      if (Date.now() >= deadline) {
        this.giveUp();
        return;
      }
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

const byFd = new Map<number, LogDestination>();

/** The one destination of stdout or stderr, shared by the request log and the start log (in order). */
export function logDestination(fd: 1 | 2 = 1): LogDestination {
  let destination = byFd.get(fd);
  if (!destination) {
    const stdio = fd === 1 ? process.stdout : process.stderr;
    // Opening Node's own stream puts a pipe or socket in non-blocking mode; its failures (a line
    // console.log wrote to a reader that is gone) are not the server's to crash on.
    stdio.on('error', () => {});
    destination = new LogDestination(fd);
    destination.on('error', () => {});
    byFd.set(fd, destination);
  }
  return destination;
}
