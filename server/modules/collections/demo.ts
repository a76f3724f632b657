import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { PROJECT_ENTITY } from '@domain/entities.ts';
import { Privacy } from '@domain/privacy.ts';

/** A demo item: what it shows, and the curator's caption. */
type DemoItem = { observationId?: number; mediaId?: number; speciesId?: number; articleId?: number; note?: string };

/**
 * The demo collections, made after the demo records (they show them): the atlas project's public
 * highlights, curated by its admin Péter — his accepted public records and photos, three species
 * and the project's logbook — and Kata's private teaching set of look-alikes.
 */
export async function seedDemoCollections(prisma: PrismaClient): Promise<number> {
  const pro = await prisma.user.findUnique({ where: { email: 'pro@lepke.test' }, select: { entityId: true } });
  const user = await prisma.user.findUnique({ where: { email: 'user@lepke.test' }, select: { entityId: true } });
  const project = await prisma.entity.findFirst({ where: { type: PROJECT_ENTITY, displayName: 'Nappali lepkék atlasza 2026' }, select: { id: true } });
  if (!pro || !user || !project) return 0;
  const speciesIds = async (uris: string[]) => {
    const rows = await prisma.species.findMany({ where: { uri: { in: uris } }, select: { id: true, uri: true } });
    return uris.flatMap((uri) => rows.filter((row) => row.uri === uri).map((row) => row.id));
  };
  const publicRecords = await prisma.observation.findMany({
    where: { uploaderId: pro.entityId, status: { in: [1, 2] }, item: { privacy: Privacy.ANYBODY } },
    orderBy: { id: 'asc' },
    take: 3,
    select: { id: true },
  });
  const photos = await prisma.media.findMany({ where: { ownerId: pro.entityId, mediaType: 'i' }, orderBy: { id: 'asc' }, take: 2, select: { id: true } });
  const logbook = await prisma.article.findFirst({ where: { kind: 'JOURNAL', entityId: project.id, status: 'PUBLISHED' }, select: { id: true } });

  const highlights: DemoItem[] = [
    ...publicRecords.map(({ id }, index) => ({ observationId: id, note: index === 0 ? 'Az idei első adat a négyzetből.' : '' })),
    ...photos.map(({ id }) => ({ mediaId: id })),
    ...(await speciesIds(['papilio-machaon', 'iphiclides-podalirius', 'parnassius-mnemosyne'])).map((id) => ({ speciesId: id })),
    ...(logbook ? [{ articleId: logbook.id, note: 'A program naplója' }] : []),
  ];
  const teaching: DemoItem[] = (await speciesIds(['aglais-io', 'vanessa-atalanta', 'aglais-urticae', 'nymphalis-polychloros'])).map((id) => ({ speciesId: id }));
  const userRecords = await prisma.observation.findMany({ where: { uploaderId: user.entityId }, orderBy: { id: 'asc' }, take: 2, select: { id: true } });
  teaching.push(...userRecords.map(({ id }) => ({ observationId: id, note: 'Saját fotó a különbségekhez' })));

  await prisma.collection.create({
    data: {
      ownerId: pro.entityId,
      entityId: project.id,
      title: 'Az atlasz kiemelései',
      description: '<p>A <strong>Nappali lepkék atlasza 2026</strong> legszebb adatai, fotói és fajai: ezekre vagyunk a legbüszkébbek.</p>',
      privacy: Privacy.ANYBODY,
      license: 'CC_BY_4_0',
      coverMediaId: photos[0]?.id ?? null,
      items: { create: highlights.map((item, position) => ({ ...item, note: item.note ?? '', position })) },
    },
  });
  await prisma.collection.create({
    data: {
      ownerId: user.entityId,
      title: 'Tarkalepkék – hasonló fajok',
      description: '<p>Tanítókészlet a határozóestre: a könnyen összetéveszthető tarkalepkék.</p>',
      privacy: Privacy.ONLY_ME,
      license: 'CUSTOM',
      licenseText: 'Csak oktatási célra',
      items: { create: teaching.map((item, position) => ({ ...item, note: item.note ?? '', position })) },
    },
  });
  return 2;
}
