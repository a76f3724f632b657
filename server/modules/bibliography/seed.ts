import type { Prisma } from '../../db/generated/prisma/client.ts';
import { parseCreators } from '@domain/bibliography.ts';
import type { BibliographyFields } from './csl.ts';
import { rowData } from './service.ts';

const EMPTY: Omit<BibliographyFields, 'type' | 'creators' | 'title'> = {
  date: '',
  pubin2: '',
  journal: '',
  volume: '',
  issue: '',
  publisher: '',
  place: '',
  pages: '',
  weburl: '',
  doi: null,
};

/** Real references on European butterflies: the checklist the catalogue follows, the atlas, the red list and a field guide. */
const DEMO_ITEMS: { item: Partial<BibliographyFields> & Pick<BibliographyFields, 'type' | 'title'> & { creator: string; pgsepar?: string }; species: string[] }[] = [
  {
    item: {
      type: 'ARTICLE',
      creator:
        'Wiemers, Martin; Balletto, Emilio; Dincă, Vlad; Fric, Zdenek Faltynek; Lamas, Gerardo; Lukhtanov, Vladimir; Munguira, Miguel L.; van Swaay, Chris A. M.; Vila, Roger; Vliegenthart, Albert; Wahlberg, Niklas; Verovnik, Rudi',
      date: '2018',
      title: 'An updated checklist of the European Butterflies (Lepidoptera, Papilionoidea)',
      journal: 'ZooKeys',
      volume: '811',
      pages: '9-45',
      pgsepar: ': ',
      doi: '10.3897/zookeys.811.28712',
      weburl: 'https://zookeys.pensoft.net/article/28712/',
    },
    species: ['papilio-machaon', 'iphiclides-podalirius', 'parnassius-mnemosyne', 'phengaris-arion', 'phengaris-teleius'],
  },
  {
    item: {
      type: 'BOOK',
      creator: 'Kudrna, Otakar; Harpke, Alexander; Lux, Kristian; Pennerstorfer, Josef; Schweiger, Oliver; Settele, Josef; Wiemers, Martin',
      date: '2011',
      title: 'Distribution Atlas of Butterflies in Europe',
      publisher: 'Gesellschaft für Schmetterlingsschutz',
      place: 'Halle',
      pages: '576',
    },
    species: ['parnassius-mnemosyne', 'phengaris-arion'],
  },
  {
    item: {
      type: 'REPORT',
      creator:
        'van Swaay, Chris; Cuttelod, Annabelle; Collins, Sue; Maes, Dirk; López Munguira, Miguel; Šašić, Martina; Settele, Josef; Verovnik, Rudi; Verstrael, Theo; Warren, Martin; Wiemers, Martin; Wynhof, Irma',
      date: '2010',
      title: 'European Red List of Butterflies',
      publisher: 'Publications Office of the European Union',
      place: 'Luxembourg',
    },
    species: ['phengaris-arion', 'phengaris-teleius', 'parnassius-mnemosyne'],
  },
  {
    item: {
      type: 'BOOK',
      creator: 'Tolman, Tom; Lewington, Richard',
      date: '2008',
      title: 'Collins Butterfly Guide: The Most Complete Field Guide to the Butterflies of Britain and Europe',
      publisher: 'HarperCollins',
      place: 'London',
    },
    species: ['papilio-machaon', 'iphiclides-podalirius'],
  },
];

/** The demo bibliography, linked to the species it treats, written by the demo editor. */
export async function seedDemoBibliography(tx: Prisma.TransactionClient, editor: number): Promise<void> {
  const species = await tx.species.findMany({ where: { uri: { in: [...new Set(DEMO_ITEMS.flatMap((entry) => entry.species))] } }, select: { id: true, uri: true } });
  const idOf = new Map(species.map((row) => [row.uri, row.id]));
  for (const { item, species: uris } of DEMO_ITEMS) {
    const { creator, ...fields } = item;
    const created = await tx.bibliographyItem.create({ data: { ...rowData({ ...EMPTY, ...fields, creators: parseCreators(creator) }), createdById: editor } });
    const links = uris.flatMap((uri) => (idOf.has(uri) ? [{ speciesId: idOf.get(uri)!, itemId: created.id }] : []));
    for (const link of links) {
      const orderNo = await tx.speciesBibliography.count({ where: { speciesId: link.speciesId } });
      await tx.speciesBibliography.create({ data: { ...link, orderNo } });
    }
  }
}
