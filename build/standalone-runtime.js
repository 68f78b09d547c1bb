// A remote's standalone page (standalone.html): the Module Federation runtime its build expects from the page.
// In the site the shell provides it (experiments.provideExternalRuntime) and every remote's entry uses that one
// copy (externalRuntime) instead of bringing its own; a remote opened alone has no shell, so this script,
// built on its own (webpack.cjs standaloneRuntimeConfig), puts the runtime where the remote's entry looks.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: 'standalone' };
