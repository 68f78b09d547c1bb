import type { Plugin } from 'stylelint';

declare const plugin: Plugin & { ruleName: string; defaultPrefixes: string[] };
export = plugin;
