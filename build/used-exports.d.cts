export function namedImportsIn(text: string, library: string): string[];
export function usedExportsOf(library: string): string[];
export function usedExportsIn(dirs: string[], library: string): string[];
export const ROUTER_CONTRACT: string[];
export function routerContractProblems(dirs: string[]): string[];
