/** A content page in one language (about, terms, …): written as a document, not as UI strings, so it reads as a whole. */
export interface ContentDocument {
  title: string;
  /** when this version took effect, as the language writes dates: only legal texts carry it */
  effective?: string;
  intro: string;
  sections: readonly ContentSection[];
}

export interface ContentSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}
