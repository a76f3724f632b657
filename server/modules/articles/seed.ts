import type { PrismaClient } from '../../db/generated/prisma/client.ts';
import { CONTENT_PAGE_KEYS, CONTENT_PAGES, type ContentDocument } from '@domain/content-pages/index.ts';
import { LANGUAGES } from '@domain/languages.ts';
import { Privacy } from '@domain/privacy.ts';
import { plainText, sanitizeBody } from '../posts/sanitize.ts';

const SUMMARY_LENGTH = 240;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);

/** A shipped document as the rich text of its page: its sections under h3 headings. */
export function documentHtml(document: ContentDocument): string {
  const parts = [
    ...(document.effective ? [`<p><em>${escape(document.effective)}</em></p>`] : []),
    `<p>${escape(document.intro)}</p>`,
    ...document.sections.flatMap((section) => [
      `<h3>${escape(section.heading)}</h3>`,
      ...section.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`),
      ...(section.items?.length ? [`<ul>${section.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`] : []),
    ]),
  ];
  return sanitizeBody(parts.join(''));
}

function summaryOf(document: ContentDocument): string {
  const text = plainText(`<p>${escape(document.intro)}</p>`);
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
