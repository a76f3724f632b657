// Named exports: relay-compiler loads this file with require(), which sees an ES module's namespace.
export const src = './web';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
// The TypeScript type of each custom scalar as it travels (server/graphql/scalars.ts): DateTime is an
// ISO 8601 string, JSON any JSON value, Upload the multipart file of a mutation's variables.
export const customScalarTypes = { DateTime: 'string', JSON: 'unknown', Upload: 'File' };
export const requireCustomScalarTypes = true;
