import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Screenshots and the server log; git-ignored, kept by CI as an artefact. */
export const artifactsDir = path.join(rootDir, 'tests', 'artifacts', 'e2e');
