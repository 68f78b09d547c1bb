// Types of cpu-figures.cjs, for its tests.
export const CPU_SLOWDOWN: number;
export function cpuFigures(
  trace: { traceEvents?: unknown[] } | undefined,
): { cpuMs: number; cpuBlockingMs: number; cpuLongestMs: number } | Record<string, never>;
