import type { Express } from 'express';

export const LOCAL_REMOTES_FILE: string;
export const HASHED: RegExp;
export function createShellApp(options: { shellDist: string; remotesFile: string }): Express;
export function createRemoteApp(options: { dist: string }): Express;
export function remoteOrigins(list: unknown): string[];
export function startServers(options?: Record<string, unknown>): Promise<{ close: () => Promise<unknown> }>;
