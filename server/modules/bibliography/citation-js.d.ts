// The parts of Citation.js (https://citation.js.org) the bibliography module uses; the packages ship no types.
declare module '@citation-js/core' {
  /** CSL-JSON, as far as the mapping reads and writes it */
  export interface CslName {
    family?: string;
    given?: string;
    literal?: string;
  }
  export interface CslItem {
    id?: string;
    type?: string;
    title?: string;
    author?: CslName[];
    issued?: { 'date-parts'?: (number | string)[][]; literal?: string; raw?: string };
    'container-title'?: string;
    'collection-title'?: string;
    volume?: string | number;
    issue?: string | number;
    page?: string | number;
    'number-of-pages'?: string | number;
    publisher?: string;
    'publisher-place'?: string;
    URL?: string;
    DOI?: string;
    [key: string]: unknown;
  }
  export interface FormatOptions {
    format?: 'text' | 'html';
    template?: string;
    lang?: string;
  }
  export class Cite {
    constructor(data: CslItem[]);
    data: CslItem[];
    format(format: 'bibtex' | 'ris' | 'data', options?: FormatOptions): string;
    format(format: 'bibliography', options?: FormatOptions): string;
  }
  export const plugins: {
    input: {
      chain(data: string, options: { forceType: string; generateGraph?: boolean }): CslItem[];
    };
    config: {
      get(name: '@csl'): { locales: { has(name: string): boolean } };
    };
  };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
