import type { Variables } from 'relay-runtime';

/**
 * A query the page sent before the app's scripts arrived (the home page's, from the script
 * codegen/preload-home-query.ts writes): its answer is on its way while the scripts load and run.
 */
export interface PreloadedQuery {
  operation: string;
  /** the variables as JSON */
  variables: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __lepkePreloaded?: PreloadedQuery;
  }
}

/** Taken within this long of the page's start, or never: later the answer may be stale. */
const FRESH_MS = 10_000;

/** The preloaded answer of this operation with these variables, once; undefined when there is none. */
export function takePreloaded(operation: string, variables: Variables): Promise<Response> | undefined {
  const preloaded = window.__lepkePreloaded;
  if (!preloaded || preloaded.operation !== operation || preloaded.variables !== JSON.stringify(variables)) return undefined;
  window.__lepkePreloaded = undefined;
  return performance.now() < FRESH_MS ? preloaded.response : undefined;
}
