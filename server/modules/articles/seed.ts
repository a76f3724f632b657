import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { CONTENT_PAGE_KEYS, CONTENT_PAGES, type ContentDocument } from '@domain/content-pages/index.ts';
import { LANGUAGES } from '@domain/languages.ts';
import { Privacy } from '@domain/privacy.ts';
import { escapeHtml, sanitizeBody } from '../rich-text/sanitize.ts';

const SUMMARY_LENGTH = 240;

/** A shipped document as the rich text of its page: its sections under h3 headings. */
export function documentHtml(document: ContentDocument): string {
  const parts = [
    ...(document.effective ? [`<p><em>${escapeHtml(document.effective)}</em></p>`] : []),
    `<p>${escapeHtml(document.intro)}</p>`,
    ...document.sections.flatMap((section) => [
      `<h3>${escapeHtml(section.heading)}</h3>`,
      ...section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(section.items?.length ? [`<ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`] : []),
    ]),
  ];
  return sanitizeBody(parts.join(''));
}

function summaryOf(document: ContentDocument): string {
  const text = document.intro.replace(/\s+/g, ' ').trim();
  return text.length <= SUMMARY_LENGTH ? text : `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
}

/**
 * The shipped content pages (about, how to use, privacy, terms, FAQ in every language), published,
 * each written only where its address has no page in that language yet: an administrator's edits
 * stay, and a page they unpublish is not brought back. Answers how many were written.
 */
export async function seedContentPages(prisma: PrismaClient, now = new Date()): Promise<number> {
  const { count } = await prisma.article.createMany({
    data: CONTENT_PAGE_KEYS.flatMap((key, order) =>
      LANGUAGES.map((language) => {
        const document = CONTENT_PAGES[key][language];
        return {
          kind: 'CONTENT' as const,
          category: key,
          identifier: key,
          language,
          title: document.title,
          summary: summaryOf(document),
          description: documentHtml(document),
          status: 'PUBLISHED' as const,
          access: Privacy.ANYBODY,
          orderNo: order,
          publishedAt: now,
        };
      }),
    ),
    skipDuplicates: true,
  });
  return count;
}
