/**
 * Text assets of the built web app worth compressing (images and fonts are compressed already):
 * the build writes a brotli and a gzip copy of each (codegen/precompress.ts), the server sends them.
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm|ico)$/;
