export default {
  src: './web',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/__generated__',
  eagerEsModules: true,
  exclude: ['**/node_modules/**', '**/__generated__/**'],
};
