import sharedCoveragePlugin, {
  missingExports,
  reasonsToFallBack,
  type SharedCoverage,
} from './shared-coverage-plugin';

const coverage: SharedCoverage = {
  app: 'government',
  provides: { antd: ['Button', 'Modal', 'Tag'] },
  needs: {
    antd: ['Button', 'Modal', 'Tag'],
    '@springfield/shared': ['notify', 'formatVoteShare'],
    react: [],
  },
  fallbacks: { antd: [], '@springfield/shared': ['antd'] },
};

const shellAntd = { version: '6.6.8', providedExports: ['Button', 'ConfigProvider', 'Modal'] };
const shellShared = { version: '1.0.0', providedExports: ['notify', 'formatLongDate'] };

describe('missingExports', () => {
  it('lists what the page’s copy lacks, and nothing when it recorded no list', () => {
    expect(missingExports(shellAntd, ['Button', 'Tag'])).toEqual(['Tag']);
    expect(missingExports({ version: '19.3.1' }, ['useState'])).toEqual([]);
  });
});

describe('reasonsToFallBack', () => {
  it('takes its own antd when the page’s lacks an export it imports', () => {
    expect(reasonsToFallBack(coverage, 'antd', shellAntd, '^6.6.8', {})).toEqual(['it lacks Tag']);
  });

  it('takes its own shared for a missing export, a newer version, or its own antd', () => {
    const scope = { antd: { '6.6.8': shellAntd } };
    expect(reasonsToFallBack(coverage, '@springfield/shared', shellShared, '^1.1.0', scope)).toEqual([
      'it lacks formatVoteShare',
      'its version 1.0.0 is not ^1.1.0',
      'this app uses its own antd',
    ]);
  });

  it('uses the page’s copy when it covers everything', () => {
    const full = { version: '6.6.8', providedExports: ['Button', 'Modal', 'Tag', 'ConfigProvider'] };
    expect(reasonsToFallBack(coverage, 'antd', full, '^6.6.8', {})).toEqual([]);
  });
});

describe('sharedCoveragePlugin', () => {
  const plugin = sharedCoveragePlugin(coverage);
  const resolveArgs = (pkgName: string, version: string, scope: Record<string, Record<string, unknown>>) => {
    const chosen = { shared: scope[pkgName]?.[version], useTreesShaking: false };
    return {
      pkgName,
      version,
      scope: 'default',
      shareScopeMap: { default: scope },
      shareInfo: { shareConfig: { requiredVersion: `^${version}` } },
      resolver: () => chosen,
    };
  };

  it('marks the copies the app provides with their exports', () => {
    const args = { pkgName: 'antd', shared: { version: '6.6.8' } };
    plugin.beforeRegisterShare?.(args as never);
    expect(args.shared).toEqual({ version: '6.6.8', providedExports: ['Button', 'Modal', 'Tag'] });
  });

  it('resolves to no shared copy (the app’s own loads) when the page’s lacks an export', () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const args = resolveArgs('antd', '6.6.8', { antd: { '6.6.8': shellAntd } });
    const result = plugin.resolveShare?.(args as never) as unknown as typeof args;
    expect(result.resolver()).toBeUndefined();
    expect(console.info).toHaveBeenCalledWith(
      "government loads its own antd: the page's copy does not fit (it lacks Tag).",
    );
  });

  it('keeps a singleton that must stay one, and reports what it lacks', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const react = { version: '19.3.1', providedExports: [] };
    const strict = sharedCoveragePlugin({ ...coverage, needs: { react: ['useId'] } });
    const args = resolveArgs('react', '19.3.1', { react: { '19.3.1': react } });
    const result = strict.resolveShare?.(args as never) as unknown as typeof args;
    expect(result.resolver()).toEqual({ shared: react, useTreesShaking: false });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('needs useId of react'));
  });
});
