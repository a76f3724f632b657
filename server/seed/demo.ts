import { hashPassword } from '../auth/passwords.ts';
import type { PrismaClient } from '../db/generated/prisma/client.ts';
import type { Role } from '../db/generated/prisma/enums.ts';
import { PRIVACY_RECORD_NAME } from '../modules/consent/items.ts';
import { COMMUNITY_ENTITY, GROUP_ENTITY, PERSON_ENTITY, PROJECT_ENTITY } from '@domain/entities.ts';
import { seedDemoArticles } from '../modules/articles/demo.ts';
import { seedDemoBibliography } from '../modules/bibliography/seed.ts';
import { seedDemoMessages } from '../modules/messages/seed.ts';
import { seedDemoPosts } from '../modules/posts/seed.ts';

/** Every demo account shares this password (listed in the README). */
export const DEMO_PASSWORD = 'lepke-demo';

export const DEMO_ACCOUNTS: { email: string; name: string; role: Role; language: string }[] = [
  { email: 'admin@lepke.test', name: 'Admin Anna', role: 'ADMIN', language: 'hu' },
  { email: 'moderator@lepke.test', name: 'Moderátor Márton', role: 'MODERATOR', language: 'hu' },
  { email: 'editor@lepke.test', name: 'Szerkesztő Szilvia', role: 'EDITOR', language: 'hu' },
  { email: 'pro@lepke.test', name: 'Profi Péter', role: 'PRO', language: 'hu' },
  { email: 'adv@lepke.test', name: 'Haladó Hajnalka', role: 'ADV', language: 'en' },
  { email: 'user@lepke.test', name: 'Kezdő Kata', role: 'USER', language: 'hu' },
  { email: 'ioana@lepke.test', name: 'Ioana Popescu', role: 'USER', language: 'ro' },
  { email: 'elif@lepke.test', name: 'Elif Yılmaz', role: 'USER', language: 'tr' },
];

/** The country of a demo person's page, by their language (the community list's geo filter reads it). */
const DEMO_COUNTRY: Record<string, string> = { hu: 'HU', en: 'HU', ro: 'RO', tr: 'TR' };
const DEMO_PLACE: Record<string, string> = { ro: 'Kolozsvár', tr: 'Nevşehir' };

interface DemoEntityExtra {
  country?: string;
  description?: string;
  pubNote?: string;
  pubQuestion?: string;
  pubAlert?: string;
  archivedAt?: Date;
}

/** Seeds the demo community into an empty database; returns false when there is data already. */
export async function seedDemoIfEmpty(prisma: PrismaClient): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  await seedDemo(prisma);
  return true;
}

/** The demo's one transaction: a busy machine (a start beside a running test suite) must not cut it off half-written. */
const DEMO_TRANSACTION = { maxWait: 30_000, timeout: 60_000 };

export async function seedDemo(prisma: PrismaClient): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  await prisma.$transaction(async (tx) => {
    const people = [];
    for (const account of DEMO_ACCOUNTS) {
      const user = await tx.user.create({
        data: {
          email: account.email,
          passwordHash,
          role: account.role,
          language: account.language,
          privacyAcceptedAt: new Date(now),
          entity: {
            create: {
              type: PERSON_ENTITY,
              displayName: account.name,
              locationText: DEMO_PLACE[account.language] ?? 'Magyarország',
              country: DEMO_COUNTRY[account.language] ?? 'HU',
            },
          },
          consents: { create: { name: PRIVACY_RECORD_NAME, accepted: true } },
        },
      });
      people.push(user.entityId);
    }
    const entity = (type: number, displayName: string, locationText: string, extra: DemoEntityExtra = {}) =>
      tx.entity.create({ data: { type, displayName, locationText, ...extra } });
    const community = await entity(COMMUNITY_ENTITY, 'Lepke közösség', 'Európa', {
      description: '<p>A Lepke közösség minden európai lepkészt összeköt: ossz meg megfigyeléseket, kérdezz, segíts a határozásban.</p>',
      pubAlert: 'ACE',
    });
    const budapest = await entity(GROUP_ENTITY, 'Budapesti lepkészek', 'Budapest', {
      country: 'HU',
      description: '<p>Budapesti és környékbeli lepkészek csoportja: közös terepnapok a budai hegyekben, havi fajhatározó est.</p>',
      pubAlert: 'AC',
    });
    const bukk = await entity(GROUP_ENTITY, 'Bükki megfigyelők', 'Bükk', {
      country: 'HU',
      description: '<p>A Bükk hegység nappali és éjszakai lepkéinek megfigyelői. Lámpázások, gyepek, védett fajok.</p>',
      pubQuestion: 'ACEMRm',
      pubAlert: 'A',
    });
    const project = await entity(PROJECT_ENTITY, 'Nappali lepkék atlasza 2026', 'Magyarország', {
      country: 'HU',
      description: '<p>Országos program a nappali lepkék elterjedésének feltérképezésére 10×10 km-es négyzetekben. Csatlakozás jóváhagyással.</p>',
      pubNote: 'ACEM',
      pubQuestion: 'ACEMm',
      pubAlert: 'A',
    });
    const transylvania = await entity(GROUP_ENTITY, 'Fluturii Transilvaniei', 'Cluj-Napoca', {
      country: 'RO',
      description: '<p>Grup pentru observatorii de fluturi din Transilvania: ieșiri pe teren și ajutor la determinare.</p>',
    });

    const [admin, moderator, editor, pro, adv, user, ioana, elif] = people as [number, number, number, number, number, number, number, number];
    const relations: { fromId: number; toId: number; code: string }[] = [];
    const friends = (a: number, b: number) => relations.push({ fromId: a, toId: b, code: 'b' }, { fromId: b, toId: a, code: 'b' });
    friends(user, adv);
    friends(user, pro);
    friends(adv, pro);
    friends(moderator, editor);
    friends(ioana, elif);
    // A pending friend request: Ioana asked Kata.
    relations.push({ fromId: ioana, toId: user, code: 's' }, { fromId: user, toId: ioana, code: 'g' });
    for (const member of people) relations.push({ fromId: member, toId: community.id, code: 'm' });
    for (const member of [user, adv, pro, editor]) relations.push({ fromId: member, toId: budapest.id, code: 'm' });
    for (const member of [moderator, pro]) relations.push({ fromId: member, toId: bukk.id, code: 'm' });
    for (const member of [pro, adv, ioana]) relations.push({ fromId: member, toId: project.id, code: 'm' });
    relations.push(
      { fromId: admin, toId: community.id, code: 'A' },
      { fromId: editor, toId: budapest.id, code: 'A' },
      { fromId: moderator, toId: bukk.id, code: 'A' },
      { fromId: pro, toId: project.id, code: 'A' },
      { fromId: adv, toId: project.id, code: 'M' },
      { fromId: ioana, toId: transylvania.id, code: 'A' },
      { fromId: ioana, toId: transylvania.id, code: 'm' },
      { fromId: elif, toId: transylvania.id, code: 'm' },
    );
    await tx.entityRelation.createMany({ data: relations });

    await seedDemoPosts(tx, { now, admin, moderator, editor, pro, adv, user, ioana, elif, community: community.id, budapest: budapest.id });

    await tx.notification.createMany({
      data: [
        { recipientId: user, token: 'FRIEND_REQUEST_GOT', url: `/people/${ioana}` },
        ...Array.from({ length: 12 }, () => ({ recipientId: admin, token: 'OBSERVATION_PENDING_REVIEW' })),
      ],
    });
    await seedDemoBibliography(tx, editor);
    await seedDemoArticles(tx, { now, editor, pro, user, ioana, elif, project: project.id });
    await seedDemoMessages(tx, new Date(now), { editor, pro, adv, user, ioana, elif, budapest: budapest.id });

    // Entity administration (issue 21 part 2): a duplicate of the Bükk group for an admin to merge
    // into it, and an archived group that only the admin list shows.
    const duplicate = await entity(GROUP_ENTITY, 'Bükk-hegyi megfigyelők', 'Miskolc', {
      country: 'HU',
      description: '<p>Bükki lepkészek – véletlenül kétszer létrehozott csoport.</p>',
    });
    const archived = await entity(GROUP_ENTITY, 'Tiszai lepkészek 2019', 'Szolnok', {
      country: 'HU',
      description: '<p>Egy régi terepnap csoportja.</p>',
      archivedAt: new Date(now - 30 * 24 * 60 * 60 * 1000),
    });
    await tx.entityRelation.createMany({
      data: [
        // the same people as in the original, so that merging changes nobody's memberships there
        { fromId: moderator, toId: duplicate.id, code: 'A' },
        { fromId: moderator, toId: duplicate.id, code: 'm' },
        { fromId: pro, toId: duplicate.id, code: 'm' },
        { fromId: adv, toId: archived.id, code: 'A' },
        { fromId: adv, toId: archived.id, code: 'm' },
      ],
    });
  }, DEMO_TRANSACTION);
}
