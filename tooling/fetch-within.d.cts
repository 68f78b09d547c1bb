/** A fetch and the reading of its body (`read`), given up after `ms` however far they got. */
export function fetchWithin<T>(
  url: string | URL,
  options: {
    ms: number;
    init?: RequestInit;
    fetchImpl?: typeof fetch;
    read: (response: Response) => Promise<T> | T;
  },
): Promise<T>;
