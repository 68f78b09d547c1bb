// Types of telemetry.cjs, for the site's server and the tests.
import type { RequestHandler } from 'express';

export type VitalName = 'LCP' | 'INP' | 'CLS';

/** The labels of one report, as the handler hands them to `metrics`. */
export interface ReportLabels {
  area: string;
  version: string;
  route: string;
}

export interface TelemetryMetrics {
  vital(labels: ReportLabels & { name: VitalName; value: number }): void;
  /** `name` is one of ERROR_NAMES; `file` (a script's file name) changes with every build: not for a label. */
  browserError(labels: ReportLabels & { name: string; file?: string }): void;
}

export function telemetryHandler(options: {
  metrics: TelemetryMetrics;
  readList: () => unknown;
}): RequestHandler;
export function memoryMetrics(): TelemetryMetrics & { calls: Record<string, unknown>[] };
export function versionOf(line: unknown): string;
export function fnv1a(text: string): string;
export const ERROR_NAMES: readonly string[];
export const SHELL_AREA: string;
export const SHELL_VERSION: string;
export const SHELL_ROUTES: readonly string[];
export const VITAL_RANGES: Readonly<Record<VitalName, readonly [number, number]>>;
export const BODY_LIMIT: number;
