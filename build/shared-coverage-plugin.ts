// A Module Federation runtime plugin, in every app's entry: version skew never hands a page `undefined`.
//
// antd and react-router are built with only some of their exports, and @springfield/shared grows with every
// release. The runtime gives a consumer the copy the page already has (the shell's, `loaded-first`) without
// checking that it has the exports the consumer imports; for a singleton it takes no fallback either (see
// getRegisteredShare in runtime-core's utils/share.ts). So each app's build records which exports its copies
// provide and which its own code needs (shared-coverage.cjs), and this plugin:
// - marks every copy an app provides with its exports, when the app registers it;
// - when the app consumes a library that may be duplicated (antd, @springfield/shared, react-slick), takes
//   the page's copy only if it has every export the app needs and a version the app accepts, and otherwise
//   lets the app load its own copy (the runtime's fallback for a consumer with no registered match);
// - takes @springfield/shared's own copy too when antd falls back, so the dialogs shared wraps in the theme
//   see the same antd as the remote's dialog content;
// - never duplicates React, the router, zustand or the CSS-in-JS cache: they stay one instance. For those
//   a missing export is reported, and the router's exports are a contract checked at build time.
// The entry runs it before any shared library is evaluated, so it imports none of them.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

export interface SharedCoverage {
  /** The app this entry belongs to, for messages. */
  app: string;
  /** Exports of the copies this app provides, for the libraries built with only some of their exports. */
  provides: Record<string, string[]>;
  /** Exports this app's code (with its copy of shared) imports, per library. */
  needs: Record<string, string[]>;
  /** Libraries this app may load its own copy of; each with the libraries whose fallback forces its own. */
  fallbacks: Record<string, string[]>;
}

/** A copy in the share scope, with the exports its provider recorded. */
interface ProvidedCopy {
  version: string;
  providedExports?: string[];
}

type ScopeMap = Record<string, Record<string, Record<string, ProvidedCopy>>>;

/** The exports `needs` lists that `copy` lacks ([] when it has them all, or recorded nothing). */
export function missingExports(copy: ProvidedCopy | undefined, needs: string[] | undefined): string[] {
  if (!copy?.providedExports || !needs) return [];
  const provided = new Set(copy.providedExports);
  return needs.filter((name) => !provided.has(name));
}

/** Why this app cannot use `copy` of `pkgName`, or [] when it can. */
export function reasonsToFallBack(
  coverage: SharedCoverage,
  pkgName: string,
  copy: ProvidedCopy | undefined,
  requiredVersion: string | false | undefined,
  scopeMap: Record<string, Record<string, ProvidedCopy>>,
): string[] {
  if (!copy) return [];
  const reasons: string[] = [];
  const missing = missingExports(copy, coverage.needs[pkgName]);
  if (missing.length) reasons.push(`it lacks ${missing.join(', ')}`);
  if (typeof requiredVersion === 'string' && !satisfy(copy.version, requiredVersion)) {
    reasons.push(`its version ${copy.version} is not ${requiredVersion}`);
  }
  for (const dependency of coverage.fallbacks[pkgName] ?? []) {
    const copies = Object.values(scopeMap[dependency] ?? {});
    if (copies.some((c) => reasonsToFallBack(coverage, dependency, c, undefined, scopeMap).length)) {
      reasons.push(`this app uses its own ${dependency}`);
    }
  }
  return reasons;
}

export default function sharedCoveragePlugin(coverage: SharedCoverage): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  const tell = (level: 'info' | 'error', key: string, message: string) => {
    if (reported.has(key)) return;
    reported.add(key);
    console[level](message);
  };

  return {
    name: 'springfield-shared-coverage',
    beforeRegisterShare(args) {
      const provided = coverage.provides[args.pkgName];
      if (provided) (args.shared as unknown as ProvidedCopy).providedExports = provided;
      return args;
    },
    resolveShare(args) {
      const { pkgName, shareInfo } = args;
      const resolve = args.resolver;
      const scope = (args.shareScopeMap as unknown as ScopeMap)[args.scope] ?? {};
      args.resolver = () => {
        if (pkgName in coverage.fallbacks) {
          // The copy the runtime would pick (args.version); judged before the runtime's resolver runs, which
          // would warn about a version that this app is about to replace with its own copy anyway.
          const copy = scope[pkgName]?.[args.version];
          const requiredVersion = shareInfo.shareConfig?.requiredVersion;
          const reasons = reasonsToFallBack(coverage, pkgName, copy, requiredVersion, scope);
          if (reasons.length === 0) return resolve();
          tell(
            'info',
            pkgName,
            `${coverage.app} loads its own ${pkgName}: the page's copy does not fit (${reasons.join('; ')}).`,
          );
          // No registered match: the runtime returns false and the app's own copy (its fallback getter) loads.
          return undefined as unknown as ReturnType<typeof resolve>;
        }
        const chosen = resolve();
        const missing = missingExports(chosen?.shared as unknown as ProvidedCopy, coverage.needs[pkgName]);
        if (missing.length) {
          tell(
            'error',
            pkgName,
            `${coverage.app} needs ${missing.join(', ')} of ${pkgName}, which must stay one instance and the page's copy lacks.`,
          );
        }
        return chosen;
      };
      return args;
    },
  };
}
