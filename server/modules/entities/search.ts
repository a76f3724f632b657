import type { Db } from '../objects/registry.ts';

/**
 * Accent-insensitive name search that runs in any PostgreSQL (PGlite has no `unaccent`): both the
 * stored name and the typed text are folded with the same character map (Hungarian, Romanian,
 * Turkish and the other Latin letters of the European languages) and lower-cased.
 */
const ACCENTED = 'áàâäãåāăąçćčďđéèêëěēęėğģíìîïıīįķĺļľłńňñņóòôöõőøōŕřśšşșßťţțúùûüűůūųýÿźżžÁÀÂÄÃÅĀĂĄÇĆČĎĐÉÈÊËĚĒĘĖĞĢÍÌÎÏİĪĮĶĹĻĽŁŃŇÑŅÓÒÔÖÕŐØŌŔŘŚŠŞȘẞŤŢȚÚÙÛÜŰŮŪŲÝŸŹŻŽ';
const SPECIAL: Record<string, string> = { ı: 'i', ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ß: 's', ẞ: 'S' };
const PLAIN = [...ACCENTED].map((char) => SPECIAL[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '')).join('');

if ([...PLAIN].length !== [...ACCENTED].length) throw new Error('The accent map must fold each letter to one letter');
const FOLD = new Map([...ACCENTED].map((char, index) => [char, [...PLAIN][index]!]));

/** The text as the database compares it: accents removed, lower case. */
export function foldText(text: string): string {
  return [...text]
    .map((char) => FOLD.get(char) ?? char)
    .join('')
    .toLowerCase();
}

/** Escapes LIKE wildcards so that typed % and _ match themselves. */
function likePattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The ids of entities whose name contains the text (accent- and case-insensitive), names starting with it first. */
export async function entityIdsMatching(db: Db, text: string, limit: number): Promise<number[]> {
  const folded = foldText(text.trim());
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Entity"
    WHERE lower(translate("displayName", ${ACCENTED}, ${PLAIN})) LIKE ${likePattern(text.trim())} ESCAPE '\\'
    ORDER BY (lower(translate("displayName", ${ACCENTED}, ${PLAIN})) LIKE ${`${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\') DESC, id
    LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
