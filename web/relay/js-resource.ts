import type { JSResourceReference } from 'react-relay/hooks';

/**
 * A module loaded by a dynamic import, in the shape Relay's entry points expect: loading starts
 * once (the promise is kept), and once loaded the module is there synchronously, without suspending.
 */
export function JSResource<TModule>(moduleId: string, importModule: () => Promise<{ default: TModule }>): JSResourceReference<TModule> {
  let loaded: TModule | null = null;
  let loading: Promise<TModule> | null = null;
  return {
    getModuleId: () => moduleId,
    getModuleIfRequired: () => loaded,
    load: () =>
      (loading ??= importModule().then(
        (module) => (loaded = module.default),
        (error: unknown) => {
          // a failed chunk (offline) may load on the next try
          loading = null;
          throw error;
        },
      )),
  };
}
