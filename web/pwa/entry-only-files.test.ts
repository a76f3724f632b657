import { describe, expect, it } from 'vitest';
import { filesOnlyUsedByEntry, type BundleOutput } from './entry-only-files.ts';

function chunk(name: string, { isEntry = false, imports = [] as string[], dynamicImports = [] as string[], css = [] as string[] } = {}): BundleOutput {
  return { type: 'chunk', name, isEntry, imports, dynamicImports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } };
}

describe('filesOnlyUsedByEntry', () => {
  const bundle: Record<string, BundleOutput> = {
    'index.html': { type: 'asset' },
    'graphiql/index.html': { type: 'asset' },
    'assets/main.js': chunk('main', { isEntry: true, imports: ['assets/react.js'], dynamicImports: ['assets/page.js'], css: ['assets/main.css'] }),
    'assets/main.css': { type: 'asset' },
    'assets/page.js': chunk('page', { imports: ['assets/react.js'] }),
    'assets/react.js': chunk('react'),
    'assets/graphiql.js': chunk('graphiql', { isEntry: true, imports: ['assets/react.js', 'assets/editor.js'], css: ['assets/graphiql.css'] }),
    'assets/graphiql.css': { type: 'asset' },
    'assets/editor.js': chunk('editor', { dynamicImports: ['assets/mode.js'] }),
    'assets/mode.js': chunk('mode'),
  };

  it('finds what only that entry loads, statically or dynamically, CSS included', () => {
    expect([...filesOnlyUsedByEntry(bundle, 'graphiql')].sort()).toEqual(['assets/editor.js', 'assets/graphiql.css', 'assets/graphiql.js', 'assets/mode.js']);
  });

  it('keeps files shared with other entries and files no chunk loads (the HTML pages)', () => {
    const graphiqlOnly = filesOnlyUsedByEntry(bundle, 'graphiql');
    expect(graphiqlOnly.has('assets/react.js')).toBe(false);
    expect(graphiqlOnly.has('index.html')).toBe(false);
    expect(graphiqlOnly.has('graphiql/index.html')).toBe(false);
  });

  it('finds nothing for an entry the bundle does not have', () => {
    expect(filesOnlyUsedByEntry(bundle, 'admin').size).toBe(0);
  });
});
