import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { PostType } from '../../db/generated/prisma/enums.ts';
import { Privacy } from '../privacy/levels.ts';
import { postUrl } from './kinds.ts';
import { plainText } from './sanitize.ts';

export interface DemoPostPeople {
  now: number;
  user: number;
  adv: number;
  pro: number;
  editor: number;
  community: number;
  budapest: number;
}

interface DemoPost {
  type: PostType;
  by: keyof Omit<DemoPostPeople, 'now' | 'community' | 'budapest'>;
  board?: 'community' | 'budapest';
  title: string;
  body: string;
  daysAgo: number;
  lat?: number;
  lon?: number;
  /** a solution's lesson: the index of an earlier entry */
  lesson?: number;
}

const POSTS: DemoPost[] = [
  { type: 'NOTE', by: 'user', title: 'Tavaszi lepkeszámlálás a patak mentén', body: '<p>Ma végigjártam a <b>patak menti</b> útvonalat: citromlepke, kis rókalepke és két nappali pávaszem.</p>', daysAgo: 0.5 },
  { type: 'QUESTION', by: 'adv', board: 'community', title: 'Ki jön szombaton a Sas-hegyre?', body: '<p>Szombaton reggel kilenckor indulunk a Sas-hegyre lepkézni. Ki tart velünk?</p>', daysAgo: 1.5 },
  { type: 'LESSON', by: 'pro', title: 'Lecke: a boglárkalepkék hátsó szárnya', body: '<p>Nézd meg a hátsó szárny fonákját: melyik faj az, amelyiknél a <i>narancs foltsor</i> hiányzik?</p>', daysAgo: 2.5 },
  { type: 'SOLUTION', by: 'user', title: '', body: '<p>Szerintem az ezüstös boglárka, annál halványabb a foltsor.</p>', daysAgo: 2, lesson: 2 },
  { type: 'MOOD', by: 'adv', title: '', body: '<p>Napsütés, szélcsend: tökéletes lepkésidő!</p>', daysAgo: 3.5, lat: 47.5, lon: 19.04 },
  { type: 'NEWS', by: 'editor', board: 'budapest', title: 'Új gyűjtőhely a Normafánál', body: '<p>A csoport új megfigyelési pontot jelölt ki a Normafa környékén. Várjuk az adataitokat!</p>', daysAgo: 5 },
];

/** A few demo posts, each with its timeline item (a note, a board question, a lesson with a solution, a mood, board news). */
export async function seedDemoPosts(tx: Prisma.TransactionClient, people: DemoPostPeople): Promise<void> {
  const ids: number[] = [];
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
    await tx.timelineItem.create({
      data: {
        ownerId: authorId,
        entityId,
        postId: post.id,
        referencedId: post.id,
        category: demo.type,
        title: demo.title || text.slice(0, 100),
        summary: text,
        url: postUrl(post.id),
        privacy: Privacy.ANYBODY,
        time,
      },
    });
  }
}
