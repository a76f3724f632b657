import { readFileSync } from 'node:fs';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@domain/languages.ts';
import { isAdminText } from './catalog-parts.ts';

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

  it('is compiled in two parts: the admin screens’ texts apart from the first load’s', () => {
    const compiled = (part: string): string[] => Object.keys(JSON.parse(readFileSync(new URL(`./compiled/${part}${language}.json`, import.meta.url), 'utf8')) as object);
    const admin = Object.keys(translated).filter(isAdminText);
    expect(admin.length).toBeGreaterThan(0);
    expect(compiled('admin/').sort()).toEqual(admin.sort());
    expect(compiled('').sort()).toEqual(Object.keys(translated).filter((id) => !isAdminText(id)).sort());
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
