// Named exports: relay-compiler loads this file with require(), which sees an ES module's namespace.
export const src = './web';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
