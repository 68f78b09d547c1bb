import type { Registry } from 'prom-client';
import type { Request, Response } from 'express';

/** The short tag of an area's build in metrics and browser reports. */
export function versionOf(line: unknown): string;
export function createMetrics(options?: { listProblem?: () => string | undefined }): {
  registry: Registry;
  request(fields: { area: string; method: string; status: number; seconds: number }): void;
  render(fields: { area: string; cached: boolean; seconds: number }): void;
  renderFailure(fields: { area: string; version: string; reason: string }): void;
  remoteFailure(fields: { area: string; version: string }): void;
  submission(fields: { area: string; outcome: string }): void;
  vital(fields: { area: string; version: string; name: string; value: number }): void;
  browserError(fields: { area: string; version: string }): void;
  handler(req: Request, res: Response): Promise<void>;
};
