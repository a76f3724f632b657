import type { Language } from '../languages.ts';
import type { ContentDocument } from './document.ts';
import { page as privacyEn } from './privacy/en.ts';
import { page as privacyHu } from './privacy/hu.ts';
import { page as privacyRo } from './privacy/ro.ts';
import { page as privacyTr } from './privacy/tr.ts';

export type { ContentDocument, ContentSection } from './document.ts';

/**
 * The pages the site ships (content categories of recording §3), each in every UI language: the
 * server writes them into the content pages where missing (server/modules/articles/seed.ts), and
 * administrators edit them from there.
 */
export const CONTENT_PAGE_KEYS = ['privacy'] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export const CONTENT_PAGES: Record<ContentPageKey, Record<Language, ContentDocument>> = {
  privacy: { hu: privacyHu, en: privacyEn, ro: privacyRo, tr: privacyTr },
};
