import { GUEST } from '../../auth/viewer.ts';
import { NotFoundError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { ArticleKind } from '@domain/articles.ts';
import { contentPage } from '../articles/content-pages.ts';
import { visibleArticles } from '../articles/policy.ts';
import { summaryOf } from '../articles/service.ts';
import { firstPicture } from './images.ts';
import type { PreviewMeta } from './meta.ts';

type Shown = Parameters<typeof summaryOf>[0] & { title: string; language: string; featuredMediaId: number | null; mediaIds: number[] };

async function present(services: Services, article: Shown, path: string): Promise<PreviewMeta> {
  const pictures = article.featuredMediaId ? [article.featuredMediaId, ...article.mediaIds] : article.mediaIds;
  return {
    title: article.title,
    description: summaryOf(article),
    path,
    image: await firstPicture(services.prisma, pictures),
    type: 'article',
    language: article.language,
  };
}

/** A blog post's or story's preview, if a guest may read it (`visibleArticles(GUEST)`: published and public, never a draft). */
export async function articlePreview(services: Services, kind: Extract<ArticleKind, 'BLOG' | 'STORY'>, id: number): Promise<PreviewMeta | null> {
  const article = await services.prisma.article.findFirst({ where: { id, kind, AND: [visibleArticles(GUEST)] } });
  return article && present(services, article, `/${kind === 'BLOG' ? 'blog' : 'story'}/${id}`);
}

/** A content page's preview (`/info/{pageurl}`, `/content/{identifier}`), in Hungarian as a guest reads it. */
export async function contentPreview(services: Services, identifier: string, path: string): Promise<PreviewMeta | null> {
  try {
    const { article } = await contentPage(services, GUEST, { identifier });
    return await present(services, article, path);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
