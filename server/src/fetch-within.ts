// A fetch and the reading of its body, given up after a deadline however far they got.
//
// `fetch(url, { signal: AbortSignal.timeout(ms) })` alone is not enough: measured on Node 20 (undici), a body
// being read when the signal fires can leave `response.text()` neither resolved nor rejected, for ever. A
// server starting on a busy machine then waited for a remote's module without end and never opened its port.
// Here a timer rejects whatever is pending and aborts the request (its connection is closed).

/**
 * `read`: what to do with the response (check its status, read its body); it runs inside the deadline.
 */
async function fetchWithin<T>(
  url: string | URL,
  {
    ms,
    init = {},
    fetchImpl = fetch,
    read,
  }: {
    ms: number;
    init?: RequestInit;
    fetchImpl?: typeof fetch;
    read: (response: Response) => Promise<T> | T;
  },
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`${url} did not answer within ${ms / 1000} s`);
      error.name = 'TimeoutError';
      reject(error);
      controller.abort(error);
    }, ms);
  });
  const work = (async () => read(await fetchImpl(url, { ...init, signal: controller.signal })))();
  // Settled by the deadline, the work's own rejection is not an unhandled one.
  work.catch(() => {});
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export { fetchWithin };
