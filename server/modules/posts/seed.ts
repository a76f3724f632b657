import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { PostType } from '../../db/generated/prisma/enums.ts';
import { socialNoticeUrl } from '../notifications/social.ts';
import { objectKey } from '../objects/registry.ts';
import { Privacy } from '@domain/privacy.ts';
import { postUrl } from './kinds.ts';
import { plainText } from '../rich-text/sanitize.ts';

/** The demo people and boards, by the names the demo posts use. */
export interface DemoPostPeople {
  now: number;
  admin: number;
  moderator: number;
  editor: number;
  pro: number;
  adv: number;
  user: number;
  ioana: number;
  elif: number;
  community: number;
  budapest: number;
}

type Person = Exclude<keyof DemoPostPeople, 'now' | 'community' | 'budapest'>;

interface DemoPost {
  type: PostType;
  by: Person;
  board?: 'community' | 'budapest';
  title: string;
  body: string;
  daysAgo: number;
  privacy?: number;
  lat?: number;
  lon?: number;
  /** a solution's lesson: the index of an earlier entry */
  lesson?: number;
  /** who liked it */
  likedBy?: Person[];
  /** its comments, oldest first; a third entry answers an earlier comment of the list (in its sub-thread) */
  comments?: [Person, string, number?][];
  /** reports of its comments to the moderators (the dispute queue's demo): the comment's index, who, why */
  reports?: { comment: number; by: Person; reason: string }[];
}

/** Who gets the notifications the demo's likes, comments and replies would have sent (the others' counts stay as the README says). */
const NOTIFIED: readonly Person[] = ['user'];

const POSTS: DemoPost[] = [
  {
    type: 'NOTE',
    by: 'user',
    title: 'Első nappali pávaszem a kertben',
    body: '<p>Ma délelőtt egy nappali pávaszem (<i>Aglais io</i>) napozott a csalánoson, a fal tövében. Idén ez volt az első.</p>',
    daysAgo: 0.01,
    likedBy: ['adv', 'pro', 'editor'],
    comments: [['adv', 'Nálunk is megjelentek már, a kökény virágzik.']],
  },
  {
    type: 'QUESTION',
    by: 'moderator',
    title: 'Kis tűzlepke vagy nagy tűzlepke?',
    body: '<p>Tegnap a Bükkben fotóztam egy tűzlepkét, de a hátsó szárny fonákja alapján nem vagyok biztos a fajban. Tudna valaki segíteni?</p>',
    daysAgo: 0.2,
    likedBy: ['pro'],
    comments: [
      ['pro', 'A fonák kékesszürke alapszíne a nagy tűzlepkére utal.'],
      ['editor', 'Egyetértek, és a méret is stimmel.'],
    ],
  },
  {
    type: 'NOTE',
    by: 'user',
    title: 'Tavaszi lepkeszámlálás a patak mentén',
    body: '<p>Ma végigjártam a <b>patak menti</b> útvonalat: citromlepke, kis rókalepke és két nappali pávaszem.</p>',
    daysAgo: 0.5,
    likedBy: ['adv'],
  },
  {
    type: 'NEWS',
    by: 'admin',
    board: 'community',
    title: 'Elindult a Lepke közösségi adatgyűjtés',
    body: '<p>Örömmel jelentjük, hogy elindult a Lepke: rögzítsd megfigyeléseidet, ismerd meg a fajokat és csatlakozz a helyi csoportokhoz!</p>',
    daysAgo: 1,
    likedBy: ['user', 'adv', 'pro', 'ioana', 'elif'],
    comments: [['ioana', 'Felicitări! Abia aștept să încarc observațiile mele.']],
  },
  {
    type: 'QUESTION',
    by: 'adv',
    board: 'community',
    title: 'Ki jön szombaton a Sas-hegyre?',
    body: '<p>Szombaton reggel kilenckor indulunk a Sas-hegyre lepkézni. Ki tart velünk?</p>',
    daysAgo: 1.5,
    comments: [
      ['user', 'Én megyek!'],
      ['adv', 'Szuper! Kilenckor a buszmegállóban várlak.', 0],
    ],
  },
  {
    type: 'LESSON',
    by: 'pro',
    title: 'Lecke: a boglárkalepkék hátsó szárnya',
    body: '<p>Nézd meg a hátsó szárny fonákját: melyik faj az, amelyiknél a <i>narancs foltsor</i> hiányzik?</p>',
    daysAgo: 2.5,
    likedBy: ['user'],
  },
  { type: 'SOLUTION', by: 'user', title: '', body: '<p>Szerintem az ezüstös boglárka, annál halványabb a foltsor.</p>', daysAgo: 2, lesson: 5 },
  {
    type: 'NOTE',
    by: 'moderator',
    title: 'Éjszakai lámpázás a Pilisben',
    body: '<p>Húsz fölötti fajszám, köztük több szenderfaj is. Részletes lista hamarosan.</p>',
    daysAgo: 3,
    privacy: Privacy.FRIENDS,
  },
  { type: 'MOOD', by: 'adv', title: '', body: '<p>Napsütés, szélcsend: tökéletes lepkésidő!</p>', daysAgo: 3.5, lat: 47.5, lon: 19.04, likedBy: ['user'] },
  { type: 'MOOD', by: 'ioana', title: '', body: '<p>Ce zi frumoasă pentru fluturi! Soare, fără vânt, multe albiliţe pe câmp.</p>', daysAgo: 4, likedBy: ['elif'] },
  {
    type: 'NEWS',
    by: 'editor',
    board: 'budapest',
    title: 'Új gyűjtőhely a Normafánál',
    body: '<p>A csoport új megfigyelési pontot jelölt ki a Normafa környékén. Várjuk az adataitokat!</p>',
    daysAgo: 5,
  },
  {
    type: 'NOTE',
    by: 'elif',
    title: 'Kelebek gözlemi: Anadolu',
    body: '<p>Bugün Kapadokya yakınlarında birçok çokgözlü mavi kelebek gördüm.</p>',
    daysAgo: 6,
    likedBy: ['ioana'],
    comments: [['ioana', 'Minunat! Ai poze?']],
  },
  {
    type: 'NEWS',
    by: 'editor',
    board: 'budapest',
    title: 'Fajhatározó est a csoportnak',
    body: '<p>Jövő csütörtökön közös fajhatározó estet tartunk a csoport tagjainak, hozzátok a fotóitokat!</p>',
    daysAgo: 8,
    privacy: Privacy.SAME_GROUP,
  },
  {
    type: 'NOTE',
    by: 'user',
    title: 'Saját jegyzet: terepnapló',
    body: '<p>Emlékeztető: a tavaszi lepkeszámlálás útvonala a patak mentén indul.</p>',
    daysAgo: 9,
    privacy: Privacy.ONLY_ME,
  },
  {
    type: 'NOTE',
    by: 'pro',
    title: 'Kis apollólepke – Zemplén',
    body: '<p>Védett faj, a pontos helyet nem teszem közzé.</p>',
    daysAgo: 12,
    privacy: Privacy.FRIENDS,
    likedBy: ['user'],
  },
  {
    type: 'QUESTION',
    by: 'adv',
    title: 'Melyik határozót ajánljátok kezdőknek?',
    body: '<p>Szeretnék egy jó terepi határozót a hazai nappali lepkékhez. Milyen könyvet ajánlotok?</p>',
    daysAgo: 20,
  },
  {
    type: 'NEWS',
    by: 'admin',
    board: 'community',
    title: 'Téli kutatási beszámoló',
    body: '<p>Összefoglaltuk az idei szezon adatait: több mint kétezer megfigyelés érkezett.</p>',
    daysAgo: 35,
    likedBy: ['moderator', 'editor'],
  },
  {
    type: 'NOTE',
    by: 'moderator',
    title: 'Gyászlepke a Börzsönyben',
    body: '<p>Áprilisi meleg napon egy áttelelt gyászlepke repült az erdei úton.</p>',
    daysAgo: 48,
    comments: [
      ['editor', 'Szép megfigyelés, nálunk idén még nem repült.'],
      ['adv', 'Ilyen elmosódott fotóval minek egyáltalán feltölteni? Kezdőknek nincs itt helye.'],
    ],
    reports: [
      { comment: 1, by: 'user', reason: 'Lekezelő, bántó hangnem a kezdőkkel.' },
      { comment: 1, by: 'pro', reason: 'Nem tárgyszerű, sértő megjegyzés.' },
    ],
  },
];

/**
 * The demo posts, each with its timeline item, and their likes and comments as real rows: the
 * item's counters are the rows counted, never made-up numbers. The likes, comments and replies
 * tell the NOTIFIED people as the live paths would (`notifications/social.ts`), unread.
 */
export async function seedDemoPosts(tx: Prisma.TransactionClient, people: DemoPostPeople): Promise<void> {
  const ids: number[] = [];
  const notices: Prisma.NotificationCreateManyInput[] = [];
  const notify = (recipient: Person, actor: Person, token: 'ITEM_LIKED' | 'COMMENT_ADDED' | 'COMMENT_REPLY', url: string, createdAt: Date) => {
    if (recipient !== actor && NOTIFIED.includes(recipient)) notices.push({ recipientId: people[recipient], token, url: socialNoticeUrl(url, people[actor]), createdAt });
  };
  for (const demo of POSTS) {
    const time = new Date(people.now - demo.daysAgo * 24 * 3600 * 1000);
    const authorId = people[demo.by];
    const entityId = demo.board ? people[demo.board] : null;
    const post = await tx.post.create({
      data: {
        type: demo.type,
        authorId,
        entityId,
        lessonId: demo.lesson === undefined ? null : ids[demo.lesson]!,
        title: demo.title,
        body: demo.body,
        lat: demo.lat ?? null,
        lon: demo.lon ?? null,
        createdAt: time,
      },
    });
    ids.push(post.id);
    const text = plainText(demo.body);
    const likers = demo.likedBy ?? [];
    const comments = demo.comments ?? [];
    const item = await tx.timelineItem.create({
      data: {
        ownerId: authorId,
        entityId,
        postId: post.id,
        referencedId: post.id,
        category: demo.type,
        title: demo.title || text.slice(0, 100),
        summary: text,
        url: postUrl(post.id),
        privacy: demo.privacy ?? Privacy.ANYBODY,
        time,
        evaluationCount: likers.length,
        commentCount: comments.length,
      },
    });
    const key = objectKey({ kind: 'TimelineItem', id: item.id });
    await tx.like.createMany({ data: likers.map((liker) => ({ entityId: people[liker], objectId: key, createdAt: time })) });
    for (const liker of likers) notify(demo.by, liker, 'ITEM_LIKED', item.url!, time);
    const written: { id: number; by: Person }[] = [];
    for (const [index, [by, message, answers]] of comments.entries()) {
      const createdAt = new Date(time.getTime() + (index + 1) * 3600_000);
      const parent = answers === undefined ? null : written[answers]!;
      const comment = await tx.comment.create({ data: { objectId: key, subThreadId: parent?.id ?? null, createdById: people[by], message, createdAt } });
      if (parent) await tx.comment.update({ where: { id: parent.id }, data: { commentCount: { increment: 1 } } });
      written.push({ id: comment.id, by });
      if (parent) notify(parent.by, by, 'COMMENT_REPLY', item.url!, createdAt);
      if (parent?.by !== demo.by) notify(demo.by, by, 'COMMENT_ADDED', item.url!, createdAt);
    }
    for (const [index, report] of (demo.reports ?? []).entries()) {
      const createdAt = new Date(time.getTime() + (comments.length + index + 1) * 3600_000);
      const objectId = objectKey({ kind: 'Comment', id: written[report.comment]!.id });
      await tx.dispute.create({ data: { reporterId: people[report.by], objectId, reason: report.reason, createdAt } });
    }
  }
  await tx.notification.createMany({ data: notices });
}
