import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { ArticleKind } from '@domain/articles.ts';
import { Privacy } from '@domain/privacy.ts';
import { syncItem } from './service.ts';

/** The demo people and the project whose journal the demo keeps. */
export interface DemoArticlePeople {
  now: number;
  editor: number;
  pro: number;
  user: number;
  ioana: number;
  elif: number;
  project: number;
}

interface DemoArticle {
  kind: ArticleKind;
  by: Exclude<keyof DemoArticlePeople, 'now' | 'project'>;
  category: string;
  language: string;
  title: string;
  summary?: string;
  html: string;
  daysAgo: number;
  draft?: boolean;
  access?: number;
  headline?: boolean;
}

const DAY = 86_400_000;

const ARTICLES: DemoArticle[] = [
  {
    kind: 'BLOG',
    by: 'editor',
    category: 'news',
    language: 'hu',
    title: 'Elindult a Lepke: rögzítsd a megfigyeléseidet!',
    summary: 'Új, közösségi lepkemegfigyelő oldal magyarul, angolul, románul és törökül.',
    html: '<p>Elindult a <strong>Lepke</strong>: itt rögzítheted nappali és éjszakai lepkés megfigyeléseidet fotókkal, a validátorok pedig átnézik őket.</p><h3>Mit tudsz itt csinálni?</h3><ul><li>megfigyelést feltölteni fotóval és EXIF-adatokkal,</li><li>térképen böngészni a 10 km-es négyzeteket,</li><li>csoportokhoz és projektekhez csatlakozni.</li></ul>',
    daysAgo: 20,
    headline: true,
  },
  {
    kind: 'BLOG',
    by: 'editor',
    category: 'science',
    language: 'hu',
    title: 'Miért fontosak a „nulla” megfigyelések?',
    html: '<p>Ha egy bejárás során egy fajt <em>nem</em> láttál, az is adat: a teljes listák segítenek elkülöníteni a valódi hiányt a megfigyelők hiányától.</p><blockquote><p>Jegyezd fel a bejárás idejét és a látott fajok teljes listáját.</p></blockquote>',
    daysAgo: 9,
  },
  {
    kind: 'BLOG',
    by: 'editor',
    category: 'event',
    language: 'hu',
    title: 'Éjszakai lámpázás a Bükkben június 20-án',
    html: '<p>Közös lámpázást tartunk a Bükkben. Gyülekező 20:30-kor a felsőtárkányi parkolóban; hozz fejlámpát és meleg ruhát.</p>',
    daysAgo: 3,
  },
  {
    kind: 'STORY',
    by: 'pro',
    category: 'story',
    language: 'hu',
    title: 'Egy nap a Tokaji-hegyen',
    html: '<p>Reggel nyolckor indultunk. A löszgyepen tucatnyi <em>Polyommatus</em> repült, délben pedig egy nagy tűzlepke pihent meg a kakukkfüvön.</p><p>Összesen 27 fajt jegyeztünk fel; a rekordokat már feltöltöttem.</p>',
    daysAgo: 6,
  },
  {
    kind: 'STORY',
    by: 'user',
    category: 'story',
    language: 'hu',
    title: 'Az első fecskefarkú lepkém',
    html: '<p>A kertben, a sárgarépán találtam meg a hernyóját. Két hét múlva kikelt a lepke – életem első saját nevelésű fecskefarkúja!</p>',
    daysAgo: 2,
    access: Privacy.FRIENDS,
  },
  {
    kind: 'STORY',
    by: 'user',
    category: 'story',
    language: 'hu',
    title: 'Kirándulás a Pilisbe (piszkozat)',
    html: '<p>Még írom…</p>',
    daysAgo: 1,
    draft: true,
  },
  {
    kind: 'STORY',
    by: 'ioana',
    category: 'story',
    language: 'ro',
    title: 'Fluturi în Cheile Turzii',
    html: '<p>Am numărat 19 specii într-o singură dimineață de iulie, printre care și <em>Parnassius mnemosyne</em>.</p>',
    daysAgo: 11,
  },
  {
    kind: 'STORY',
    by: 'elif',
    category: 'story',
    language: 'tr',
    title: 'Uludağ’da bir kelebek günü',
    html: '<p>Yaylada Apollo kelebeği gördük; fotoğrafları yükledim, doğrulayıcıların yorumlarını bekliyorum.</p>',
    daysAgo: 14,
  },
  {
    kind: 'JOURNAL',
    by: 'pro',
    category: 'logbook',
    language: 'hu',
    title: 'Atlasz-napló: 2026 tavasza',
    html: '<p>Áprilisban 38 új 10×10 km-es négyzetből érkezett adat. A legtöbb új megfigyelés a Zempléni-hegységből jött.</p>',
    daysAgo: 5,
  },
];

/** Blog posts, stories (one a draft, one for friends) and a project journal entry, each with its timeline item. */
export async function seedDemoArticles(tx: Prisma.TransactionClient, people: DemoArticlePeople): Promise<void> {
  for (const demo of ARTICLES) {
    const at = new Date(people.now - demo.daysAgo * DAY);
    const authorId = people[demo.by];
    const article = await tx.article.create({
      data: {
        kind: demo.kind,
        category: demo.category,
        language: demo.language,
        authorId,
        entityId: demo.kind === 'JOURNAL' ? people.project : null,
        title: demo.title,
        summary: demo.summary ?? '',
        description: demo.html,
        status: demo.draft ? 'DRAFT' : 'PUBLISHED',
        access: demo.access ?? Privacy.ANYBODY,
        headline: demo.headline ?? false,
        publishedAt: demo.draft ? null : at,
        createdAt: at,
      },
    });
    await syncItem(tx, article, authorId);
  }
}
