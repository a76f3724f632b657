import type { Language } from '@domain/languages.ts';
import type { PolicyDocument } from './document.ts';
import { policy as en } from './en.ts';
import { policy as hu } from './hu.ts';
import { policy as ro } from './ro.ts';
import { policy as tr } from './tr.ts';

export type { PolicyDocument, PolicySection } from './document.ts';

/** The privacy policy of `/content/privacy` in every UI language. */
export const PRIVACY_POLICY: Record<Language, PolicyDocument> = { hu, en, ro, tr };
