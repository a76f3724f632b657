// Build-time only: used by vite-plugin.ts on the bundle Vite emits.

/** The parts of a Rolldown output chunk or asset that tell which files a chunk loads. */
export type BundleOutput =
  | {
      type: 'chunk';
      name: string;
      isEntry: boolean;
      imports: readonly string[];
      dynamicImports: readonly string[];
      viteMetadata?: { importedCss: ReadonlySet<string>; importedAssets: ReadonlySet<string> };
    }
  | { type: 'asset' };

/** The bundle files that the entry `entryName` loads and no other entry does. */
export function filesOnlyUsedByEntry(bundle: Readonly<Record<string, BundleOutput>>, entryName: string): Set<string> {
  const entries = Object.entries(bundle).filter(([, output]) => output.type === 'chunk' && output.isEntry);
  const isThisEntry = ([, output]: [string, BundleOutput]) => output.type === 'chunk' && output.name === entryName;
  const usedByThisEntry = reachableFiles(
    bundle,
    entries.filter(isThisEntry).map(([fileName]) => fileName),
  );
  const usedByOthers = reachableFiles(
    bundle,
    entries.filter((entry) => !isThisEntry(entry)).map(([fileName]) => fileName),
  );
  return new Set([...usedByThisEntry].filter((fileName) => !usedByOthers.has(fileName)));
}

function reachableFiles(bundle: Readonly<Record<string, BundleOutput>>, roots: string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    if (reached.has(fileName)) continue;
    reached.add(fileName);
    const output = bundle[fileName];
    if (output?.type !== 'chunk') continue;
    pending.push(...output.imports, ...output.dynamicImports, ...(output.viteMetadata?.importedCss ?? []), ...(output.viteMetadata?.importedAssets ?? []));
  }
  return reached;
}
