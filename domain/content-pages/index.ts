/** The site's content pages (recording §3 content categories) in every UI language: the web shows them, the server seeds from them. */
import type { Language } from '../languages.ts';
import type { ContentDocument } from './document.ts';
import { about as aboutEn } from './about/en.ts';
import { about as aboutHu } from './about/hu.ts';
import { about as aboutRo } from './about/ro.ts';
import { about as aboutTr } from './about/tr.ts';
import { faq as faqEn } from './faq/en.ts';
import { faq as faqHu } from './faq/hu.ts';
import { faq as faqRo } from './faq/ro.ts';
import { faq as faqTr } from './faq/tr.ts';
import { howToUse as howToUseEn } from './howtouse/en.ts';
import { howToUse as howToUseHu } from './howtouse/hu.ts';
import { howToUse as howToUseRo } from './howtouse/ro.ts';
import { howToUse as howToUseTr } from './howtouse/tr.ts';
import { policy as privacyEn } from './privacy/en.ts';
import { policy as privacyHu } from './privacy/hu.ts';
import { policy as privacyRo } from './privacy/ro.ts';
import { policy as privacyTr } from './privacy/tr.ts';
import { terms as termsEn } from './terms/en.ts';
import { terms as termsHu } from './terms/hu.ts';
import { terms as termsRo } from './terms/ro.ts';
import { terms as termsTr } from './terms/tr.ts';

export type { ContentDocument, ContentSection } from './document.ts';

export const CONTENT_PAGE_KEYS = ['about', 'howtouse', 'privacy', 'terms', 'faq'] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

export const CONTENT_PAGES: Record<ContentPageKey, Record<Language, ContentDocument>> = {
  about: { hu: aboutHu, en: aboutEn, ro: aboutRo, tr: aboutTr },
  howtouse: { hu: howToUseHu, en: howToUseEn, ro: howToUseRo, tr: howToUseTr },
  privacy: { hu: privacyHu, en: privacyEn, ro: privacyRo, tr: privacyTr },
  terms: { hu: termsHu, en: termsEn, ro: termsRo, tr: termsTr },
  faq: { hu: faqHu, en: faqEn, ro: faqRo, tr: faqTr },
};
