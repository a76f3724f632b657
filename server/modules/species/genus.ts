import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { parseInput } from '../../validation.ts';
import type { Db } from '../objects/registry.ts';
import { richTextInput, sanitizeRichText } from '../rich-text/sanitize.ts';
import { authorizeSpecies } from './policy.ts';

/** A genus of the catalogue with its note (empty when nobody wrote one). */
export interface GenusNoteView {
  genus: string;
  note: string;
  species: number;
  updatedAt: Date | null;
}

/** A genus as the edit endpoint names it: a species' id (its genus) or the genus name, any case. */
const genusKey = z.union([z.coerce.number().int().positive().max(2_147_483_647), z.string().trim().min(1).max(100)]);
const noteSchema = z.object({ note: richTextInput });

/** The catalogue's spelling of a genus, or DATA_NOT_FOUND when no species of the catalogue is in it. */
export async function resolveGenus(db: Db, key: string | number): Promise<string> {
  const parsed = parseInput(genusKey, key);
  const row =
    typeof parsed === 'number'
      ? await db.species.findUnique({ where: { id: parsed }, select: { genus: true } })
      : await db.species.findFirst({ where: { genus: { equals: parsed, mode: 'insensitive' } }, select: { genus: true } });
  if (!row) throw new NotFoundError();
  return row.genus;
}

/** A genus and its note; anyone may read it (the species popup shows it). */
export async function genusNote(db: Db, key: string | number): Promise<GenusNoteView> {
  const genus = await resolveGenus(db, key);
  const [note, species] = await Promise.all([db.genusNote.findUnique({ where: { genus } }), db.species.count({ where: { genus } })]);
  return { genus, note: note?.note ?? '', species, updatedAt: note?.updatedAt ?? null };
}

/** The edit endpoint's read: the same, for those who may edit the catalogue. */
export function genusNoteForEdit(services: Services, viewer: Viewer, key: string | number): Promise<GenusNoteView> {
  authorizeSpecies(viewer, 'edit');
  return genusNote(services.prisma, key);
}

/**
 * Saves a genus' note (site admins, as the species edit): sanitised with the one rich-text allowlist;
 * an empty note removes it. `cleaned` says whether the sanitiser removed anything.
 */
export async function saveGenusNote(services: Services, viewer: Viewer, key: string | number, input: unknown): Promise<GenusNoteView & { cleaned: boolean }> {
  authorizeSpecies(viewer, 'edit');
  const genus = await resolveGenus(services.prisma, key);
  const { note } = parseInput(noteSchema, input);
  const { html, stripped } = sanitizeRichText(note);
  if (html === '') await services.prisma.genusNote.deleteMany({ where: { genus } });
  else
    await services.prisma.genusNote.upsert({
      where: { genus },
      create: { genus, note: html, updatedById: viewer.user?.entityId ?? null },
      update: { note: html, updatedById: viewer.user?.entityId ?? null },
    });
  return { ...(await genusNote(services.prisma, genus)), cleaned: stripped };
}
