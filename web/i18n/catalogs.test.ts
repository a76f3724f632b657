import { readFileSync } from 'node:fs';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@domain/languages.ts';
import { CATALOG_PART_NAMES, catalogPartOf } from './catalog-parts.ts';

const catalog = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./${language}.json`, import.meta.url), 'utf8'));

/** The argument names a message uses, including those inside plurals, selects and tags. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const source = catalog('hu');

describe.each(LANGUAGES.filter((language) => language !== 'hu'))('the %s catalog', (language) => {
  const translated = catalog(language);

  it('has exactly the messages of the Hungarian source', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
  });

  it('is compiled in parts: each screen part’s texts apart from the first load’s', () => {
    const compiled = (file: string): string[] => Object.keys(JSON.parse(readFileSync(new URL(`./compiled/${file}`, import.meta.url), 'utf8')) as object);
    for (const part of CATALOG_PART_NAMES) {
      const texts = Object.keys(translated).filter((id) => catalogPartOf(id) === part);
      expect(texts.length).toBeGreaterThan(0);
      expect(compiled(`${part}/${language}.json`).sort()).toEqual(texts.sort());
    }
    expect(compiled(`${language}.json`).sort()).toEqual(Object.keys(translated).filter((id) => catalogPartOf(id) === null).sort());
  });

  it('uses the same arguments as the source in every message', () => {
    const mismatched = Object.keys(source).filter((id) => {
      const expected = [...argumentsOf(parse(source[id]!))].sort();
      const actual = [...argumentsOf(parse(translated[id] ?? ''))].sort();
      return expected.join() !== actual.join();
    });
    expect(mismatched).toEqual([]);
  });

  it('is really translated, not a copy of the source', () => {
    const copies = Object.keys(source).filter((id) => translated[id] === source[id] && source[id]!.length > 12);
    expect(copies).toEqual([]);
  });
});
