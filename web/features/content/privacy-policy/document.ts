/** A policy text in one language: written as a document, not as UI strings, so it reads as a whole. */
export interface PolicyDocument {
  title: string;
  /** when this version took effect, as the language writes dates */
  effective: string;
  intro: string;
  sections: readonly PolicySection[];
}

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}
