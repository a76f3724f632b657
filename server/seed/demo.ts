import { hashPassword } from '../auth/passwords.ts';
import type { PrismaClient } from '../db/generated/prisma/client.ts';
import type { Role } from '../db/generated/prisma/enums.ts';
import { PRIVACY_RECORD_NAME } from '../modules/consent/items.ts';
import { COMMUNITY_ENTITY, GROUP_ENTITY, PERSON_ENTITY, PROJECT_ENTITY } from '../modules/entities/types.ts';
import { seedDemoPosts } from '../modules/posts/seed.ts';
import { Privacy } from '../modules/privacy/levels.ts';

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

const TIMELINE: { by: number; category: string; title: string; summary: string; privacy: number; daysAgo: number }[] = [
  { by: 5, category: 'NOTE', title: 'Első nappali pávaszem a kertben', summary: 'Ma délelőtt egy nappali pávaszem (Aglais io) napozott a csalánoson, a fal tövében. Idén ez volt az első.', privacy: Privacy.ANYBODY, daysAgo: 0.01 },
  { by: 3, category: 'QUESTION', title: 'Kis tűzlepke vagy nagy tűzlepke?', summary: 'Tegnap a Bükkben fotóztam egy tűzlepkét, de a hátsó szárny fonákja alapján nem vagyok biztos a fajban. Tudna valaki segíteni?', privacy: Privacy.ANYBODY, daysAgo: 0.2 },
  { by: 0, category: 'NEWS', title: 'Elindult a Lepke közösségi adatgyűjtés', summary: 'Örömmel jelentjük, hogy elindult a Lepke: rögzítsd megfigyeléseidet, ismerd meg a fajokat és csatlakozz a helyi csoportokhoz!', privacy: Privacy.ANYBODY, daysAgo: 1 },
  { by: 4, category: 'OBSERVATION', title: 'Kardoslepke (Iphiclides podalirius) – Budaörs', summary: 'Két példány a kopárosi gyepen, virágzó kakukkfüvön táplálkoztak.', privacy: Privacy.ANYBODY, daysAgo: 2 },
  { by: 1, category: 'NOTE', title: 'Éjszakai lámpázás a Pilisben', summary: 'Húsz fölötti fajszám, köztük több szenderfaj is. Részletes lista hamarosan.', privacy: Privacy.FRIENDS, daysAgo: 3 },
  { by: 6, category: 'MOOD', title: 'Ce zi frumoasă pentru fluturi!', summary: 'Soare, fără vânt, multe albiliţe pe câmp.', privacy: Privacy.ANYBODY, daysAgo: 4 },
  { by: 7, category: 'NOTE', title: 'Kelebek gözlemi: Anadolu', summary: 'Bugün Kapadokya yakınlarında birçok çokgözlü mavi kelebek gördüm.', privacy: Privacy.ANYBODY, daysAgo: 6 },
  { by: 2, category: 'NEWS', title: 'Fajhatározó est a csoportnak', summary: 'Jövő csütörtökön közös fajhatározó estet tartunk a csoport tagjainak, hozzátok a fotóitokat!', privacy: Privacy.SAME_GROUP, daysAgo: 8 },
  { by: 5, category: 'NOTE', title: 'Saját jegyzet: terepnapló', summary: 'Emlékeztető: a tavaszi lepkeszámlálás útvonala a patak mentén indul.', privacy: Privacy.ONLY_ME, daysAgo: 9 },
  { by: 3, category: 'OBSERVATION', title: 'Kis apollólepke – Zemplén', summary: 'Védett faj, a pontos helyet nem teszem közzé.', privacy: Privacy.FRIENDS, daysAgo: 12 },
  { by: 4, category: 'QUESTION', title: 'Melyik határozót ajánljátok kezdőknek?', summary: 'Szeretnék egy jó terepi határozót a hazai nappali lepkékhez. Milyen könyvet ajánlotok?', privacy: Privacy.ANYBODY, daysAgo: 20 },
  { by: 0, category: 'NEWS', title: 'Téli kutatási beszámoló', summary: 'Összefoglaltuk az idei szezon adatait: több mint kétezer megfigyelés érkezett.', privacy: Privacy.ANYBODY, daysAgo: 35 },
  { by: 1, category: 'NOTE', title: 'Gyászlepke a Börzsönyben', summary: 'Áprilisi meleg napon egy áttelelt gyászlepke repült az erdei úton.', privacy: Privacy.ANYBODY, daysAgo: 48 },
  { by: 2, category: 'OBSERVATION', title: 'Fecskefarkú lepke – Tihany', summary: 'Hegytetőzés a Csúcs-hegyen, legalább négy példány.', privacy: Privacy.ANYBODY, daysAgo: 60 },
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
}

/** Seeds the demo community into an empty database; returns false when there is data already. */
export async function seedDemoIfEmpty(prisma: PrismaClient): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  await seedDemo(prisma);
  return true;
}

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
          entity: { create: { type: PERSON_ENTITY, displayName: account.name, locationText: DEMO_PLACE[account.language] ?? 'Magyarország', country: DEMO_COUNTRY[account.language] ?? 'HU' } },
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

    const owners = [community.id, moderator, editor, pro, adv, user, ioana, elif];
    await tx.timelineItem.createMany({
      data: TIMELINE.map((item) => ({
        ownerId: owners[item.by]!,
        category: item.category,
        title: item.title,
        summary: item.summary,
        privacy: item.privacy,
        time: new Date(now - item.daysAgo * 24 * 3600 * 1000),
        evaluationCount: (item.title.length * 7) % 13,
        commentCount: (item.title.length * 3) % 5,
      })),
    });

    await seedDemoPosts(tx, { now, user, adv, pro, editor, community: community.id, budapest: budapest.id });

    await tx.notification.createMany({
      data: [
        { recipientId: user, token: 'FRIEND_REQUEST_GOT', url: `/people/${ioana}` },
        { recipientId: user, token: 'ITEM_LIKED', url: '/' },
        { recipientId: user, token: 'COMMENT_ADDED', url: '/' },
        ...Array.from({ length: 12 }, () => ({ recipientId: admin, token: 'OBSERVATION_PENDING_REVIEW' })),
      ],
    });
    await tx.message.createMany({
      data: [
        { fromId: adv, toId: user, subject: 'Szombati túra', body: 'Jössz szombaton a Sas-hegyre lepkézni?' },
        { fromId: pro, toId: adv, subject: 'Atlasz', body: 'Feltöltötted már a múlt heti adatokat?' },
      ],
    });
  });
}
