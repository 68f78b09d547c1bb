// A request's body read whole, at most `limit` bytes, given up the moment it passes them (issue 43). body-parser
// (express.text, .raw), on a body too large, reads the rest to its end before it answers, so that a chunked body
// that never ended held its connection, read and thrown away, for as long as its sender kept sending. Here the
// sender's stream is paused and left; the caller answers 413 and closes the connection (closeAfter).
import type express from 'express';

export type BodyRead = { status: 200; bytes: Buffer } | { status: 400 | 413 | 415 };

/**
 * The body of `req`: its bytes (200), 413 once past `limit` (a declared Content-Length over it: at once,
 * nothing read), 415 when compressed (nothing here inflates), 400 when the stream breaks.
 */
export function readWithin(req: express.Request, limit: number): Promise<BodyRead> {
  if (!['', 'identity'].includes((req.get('content-encoding') ?? '').trim().toLowerCase())) {
    return Promise.resolve({ status: 415 });
  }
  if (Number(req.get('content-length') ?? 0) > limit) return Promise.resolve({ status: 413 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      finish({ status: 413 });
    };
    const onEnd = () => finish({ status: 200, bytes: Buffer.concat(chunks) });
    const onError = () => finish({ status: 400 });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The connection is closed once the answer is sent: what the sender still sends is never read. */
export function closeAfter(res: express.Response): void {
  res.setHeader('Connection', 'close');
}
