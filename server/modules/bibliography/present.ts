import type { Article, Species } from '../../db/generated/prisma/client.ts';
import { creatorsText } from '@domain/bibliography.ts';
import type { Language } from '@domain/languages.ts';
import { scientificName } from '@domain/species/names.ts';
import { formatCitation } from './csl.ts';
import type { Item } from './service.ts';

/** A bibliography item in the spec's field names (recording §3), with its APA reference in the viewer's language. */
export function itemForRest(item: Item, language: Language | undefined) {
  return {
    id: item.id,
    type: item.type,
    creator: creatorsText(item.creators),
    creators: item.creators,
    date: item.date,
    year: item.year,
    title: item.title,
    pubin2: item.pubin2,
    journal: item.journal,
    volume: item.volume,
    issue: item.issue,
    publishdata: { publisher: item.publisher, place: item.place },
    pgsepar: item.pgsepar,
    pages: item.pages,
    weburl: item.weburl,
    dlfile: item.dlfile,
    doi: item.doi,
    doi_url: item.doi ? `https://doi.org/${item.doi}` : null,
    citation: formatCitation(item, 'apa', language, 'text'),
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}

/** Where an item is cited: species by name, articles by title (only those the viewer may read). */
export function citedByForRest({ species, articles }: { species: Species[]; articles: Article[] }) {
  return {
    species: species.map((row) => ({ id: row.id, uri: row.uri, name: scientificName(row) })),
    articles: articles.map((row) => ({ id: row.id, kind: row.kind, title: row.title })),
  };
}
