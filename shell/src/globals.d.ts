/** Which remote owns which path prefixes; injected at build time from shared/tooling/apps.cjs. */
declare const __REMOTE_AREAS__: { name: string; prefixes: string[] }[];
