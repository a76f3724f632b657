import { readFileSync } from 'node:fs';

const ARTEFACTS = new URL('../../web/__generated__/', import.meta.url);

/**
 * The text of one of the web app's Relay operations, exactly as the app sends it, read from its
 * compiled artefact (tsx cannot import artefacts: they import relay-runtime's types as values).
 */
export function webOperationText(operation: string): string {
  const artefact = readFileSync(new URL(`${operation}.graphql.ts`, ARTEFACTS), 'utf8');
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artefact)?.[1];
  if (!text) throw new Error(`${operation} has no operation text`);
  return JSON.parse(text) as string;
}
