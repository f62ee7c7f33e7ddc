import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Bounds the memory of large uploads in flight (quotation drafts and answers up to 30 MB of JSON,
 * documents; plugins/upload-gate.ts puts it on every such route):
 * a request takes a place in its route's `onRequest`, *before* its body is read, and gives it
 * back when its answer has gone or the client left. The others wait in arrival order with their
 * body still in the socket, not in memory. One 30 MB body costs about four times its size while
 * it is handled (the raw text, the parsed strings, the decoded files, their copy on the way to
 * the database), so the uploads add at most about limit × 120 MB (UPLOADS_IN_FLIGHT, default 2).
 * A supplier import (a file up to 64 MB, docs/product.md#supplier-import-and-export) reads its
 * file as a stream and holds no rows: it holds the file as its base64 text and as its bytes (about
 * 2.4 times the file, some 150 MB at 64 MB) and a chunk of rows; before it was read as a stream
 * it took about 600 MB for 100,000 full rows (docs/benchmarks.md).
 */
export class UploadGate {
  private free: number;
  private readonly line: (() => void)[] = [];
  private readonly done = new WeakMap<FastifyRequest, () => void>();
  /** Requests past the gate now, and the most there ever were at once (for tests and figures). */
  inFlight = 0;
  peak = 0;
  /** The routes it guards ("POST /api/cotizacion/"), as they were declared. */
  readonly routes: string[] = [];

  constructor(limit: number) {
    this.free = limit;
  }

  private take(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.line.push(resolve));
  }

  private give(): void {
    const next = this.line.shift();
    if (next) next();
    else this.free += 1;
  }

  /** The route's onRequest hook: waits for a place. */
  readonly admit = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    let gone = false;
    reply.raw.once('close', () => {
      gone = true;
      this.release(request);
    });
    await this.take();
    this.inFlight += 1;
    this.peak = Math.max(this.peak, this.inFlight);
    let released = false;
    this.done.set(request, () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      this.give();
    });
    // The client left while it waited: its place goes to the next one at once.
    if (gone) this.release(request);
  };

  /** Gives the request's place back (when its connection closes, and from the hook below). */
  release(request: FastifyRequest): void {
    this.done.get(request)?.();
  }

  /** The route's onResponse / onRequestAbort hook. */
  readonly releaseHook = async (request: FastifyRequest): Promise<void> => this.release(request);
}
