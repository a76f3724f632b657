import { describe, expect, test } from 'vitest';
import { bigrams, diceCoefficient, normaliseName, prepareName, rankBySimilarity, type RankOptions } from './similarity.ts';

describe('normaliseName', () => {
  test('folds case and accents, and collapses spaces', () => {
    expect(normaliseName('  Fecskefarkú   LEPKE ')).toBe('fecskefarku lepke');
    expect(normaliseName('Nappali pávaszem')).toBe('nappali pavaszem');
    expect(normaliseName('Fluturii Transilvaniei: fluturele-cu-coadă-de-rândunică')).toBe('fluturii transilvaniei fluturele cu coada de randunica');
  });
  test('maps letters that have no accent to strip', () => {
    expect(normaliseName('Straße Øre Łódź Işık Æsir Œuvre İzmir')).toBe('strasse ore lodz isik aesir oeuvre izmir');
    expect(normaliseName('Kırlangıçkuyruk')).toBe('kirlangickuyruk');
  });
  test('punctuation separates words', () => {
    expect(normaliseName('Aglais  io (Linnaeus, 1758)')).toBe('aglais io linnaeus 1758');
    expect(normaliseName('kis apolló-lepke')).toBe('kis apollo lepke');
    expect(normaliseName(' -- ')).toBe('');
  });
  test('is idempotent', () => {
    const once = normaliseName('Kis Apolló-lepke  (Œ)');
    expect(normaliseName(once)).toBe(once);
  });
});

describe('bigrams', () => {
  test('pairs are taken per word, never across a space', () => {
    expect(bigrams('Aglais io')).toEqual(
      new Map([
        ['ag', 1],
        ['gl', 1],
        ['la', 1],
        ['ai', 1],
        ['is', 1],
        ['io', 1],
      ]),
    );
  });
  test('repeated pairs count', () => {
    expect(bigrams('aa aaa')).toEqual(new Map([['aa', 3]]));
    expect(bigrams('Papilio')).toEqual(
      new Map([
        ['pa', 1],
        ['ap', 1],
        ['pi', 1],
        ['il', 1],
        ['li', 1],
        ['io', 1],
      ]),
    );
  });
  test('one-letter words and empty text have none', () => {
    expect(bigrams('a b c')).toEqual(new Map());
    expect(bigrams('')).toEqual(new Map());
  });
});

describe('diceCoefficient', () => {
  test('the same text is 1, nothing shared is 0', () => {
    expect(diceCoefficient('Aglais io', 'aglais io')).toBe(1);
    expect(diceCoefficient('abc', 'xyz')).toBe(0);
  });
  test('accents, case and spacing do not matter', () => {
    expect(diceCoefficient('Fecskefarkú lepke', 'fecskefarku lepke')).toBe(1);
    expect(diceCoefficient('KIS  RÓKALEPKE', 'kis rókalepke')).toBe(1);
  });
  test('night/nacht share one pair of four each: 2·1/8', () => {
    expect(diceCoefficient('night', 'nacht')).toBe(0.25);
  });
  test('Aglais io/Aglais urticae share the 5 pairs of aglais, of 6 and 11: 2·5/17', () => {
    expect(diceCoefficient('Aglais io', 'Aglais urticae')).toBeCloseTo(10 / 17, 12);
  });
  test('repeated pairs are matched once each', () => {
    expect(diceCoefficient('aa', 'aaa')).toBeCloseTo(2 / 3, 12);
    expect(diceCoefficient('aaaa', 'aa')).toBe(0.5);
  });
  test('a space breaks the pair: "ab cd" has ab, cd; "abcd" has ab, bc, cd', () => {
    expect(diceCoefficient('ab cd', 'abcd')).toBeCloseTo(4 / 5, 12);
  });
  test('is symmetric and within [0, 1]', () => {
    const names = ['Papilio machaon', 'machoan', 'Iphiclides podalirius', 'kardoslepke', 'a', ''];
    for (const a of names) {
      for (const b of names) {
        const score = diceCoefficient(a, b);
        expect(score).toBe(diceCoefficient(b, a));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
    }
  });
  test('texts too short for a pair are only like themselves; empty texts are like nothing', () => {
    expect(diceCoefficient('a', 'A')).toBe(1);
    expect(diceCoefficient('a', 'b')).toBe(0);
    expect(diceCoefficient('', '')).toBe(0);
    expect(diceCoefficient('io', '')).toBe(0);
  });
});

describe('rankBySimilarity', () => {
  const SPECIES = [
    { id: 'io', names: ['Aglais io', 'nappali pávaszem', 'Peacock', 'ochiul-păunului-de-zi', 'Tavus kelebeği'] },
    { id: 'urticae', names: ['Aglais urticae', 'kis rókalepke', 'Small Tortoiseshell', 'fluturele urzicilor'] },
    { id: 'machaon', names: ['Papilio machaon', 'fecskefarkú lepke', 'Swallowtail', 'Kırlangıçkuyruk'] },
    { id: 'alexanor', names: ['Papilio alexanor', 'Southern Swallowtail'] },
    { id: 'podalirius', names: ['Iphiclides podalirius', 'kardoslepke', 'Scarce Swallowtail'] },
    { id: 'mnemosyne', names: ['Parnassius mnemosyne', 'kis apolló-lepke', 'Clouded Apollo'] },
    { id: 'atalanta', names: ['Vanessa atalanta', 'atalantalepke', 'Red Admiral'] },
  ];
  const names = (species: (typeof SPECIES)[number]) => species.names;
  const rank = (query: string, limit = 10, options?: RankOptions) => rankBySimilarity(query, SPECIES, names, limit, options).map(({ item }) => item.id);

  test('a prefix of the name or of one of its words beats any mere overlap', () => {
    expect(rank('pap').slice(0, 2)).toEqual(['alexanor', 'machaon']);
    expect(rank('Papilio m')[0]).toBe('machaon');
    expect(rank('aglais').slice(0, 2)).toEqual(['io', 'urticae']);
    expect(rank('roka')[0]).toBe('urticae');
    expect(rank('kis roka')[0]).toBe('urticae');
    // 'lepke' starts a word of two names; in kardoslepke, rókalepke and atalantalepke it only overlaps
    expect(rank('lepke').slice(0, 2)).toEqual(['machaon', 'mnemosyne']);
    expect(rank('lepke').slice(2, 5)).toEqual(['urticae', 'podalirius', 'atalanta']);
  });

  test('names in any language, accent-insensitive', () => {
    expect(rank('pavaszem')[0]).toBe('io');
    expect(rank('Nappali pávaszem')[0]).toBe('io');
    expect(rank('peacock')[0]).toBe('io');
    expect(rank('fecskefarku')[0]).toBe('machaon');
    expect(rank('kirlangic')[0]).toBe('machaon');
    expect(rank('ochiul paunului')[0]).toBe('io');
    expect(rank('swallowtail').slice(0, 3)).toEqual(['machaon', 'podalirius', 'alexanor']);
  });

  test('typos still find the species first', () => {
    expect(rank('machoan')[0]).toBe('machaon');
    expect(rank('Papilio machoan')[0]).toBe('machaon');
    expect(rank('podalirus')[0]).toBe('podalirius');
    expect(rank('Aglias io')[0]).toBe('io');
    expect(rank('mnemosine')[0]).toBe('mnemosyne');
  });

  test('scores: an exact name is 3, a typo its Dice value on pairs with word edges', () => {
    const [exact] = rankBySimilarity('Fecskefarkú lepke', SPECIES, names, 1);
    expect(exact).toEqual({ item: SPECIES[2], score: 3 });
    // ' machoan ' and ' machaon ' share ' m', ma, ac, ch, 'n ' of 8 pairs each
    const [typo] = rankBySimilarity('machoan', SPECIES, names, 1);
    expect(typo?.score).toBe(0.625);
  });

  test('word edges break ties that plain pairs leave', () => {
    // plain pairs: machoan shares ma, ac, ch with machaon and ma, ch, an with chapman (both 0.5)
    expect(diceCoefficient('machoan', 'machaon')).toBe(diceCoefficient('machoan', 'chapman'));
    const blues = [
      { id: 'thersites', names: ["Chapman's Blue"] },
      { id: 'machaon', names: ['Papilio machaon'] },
    ];
    expect(rankBySimilarity('machoan', blues, (blue) => blue.names, 2).map(({ item }) => item.id)).toEqual(['machaon', 'thersites']);
  });

  test('results are best first and never score 0', () => {
    const ranked = rankBySimilarity('lepke', SPECIES, names, 10);
    expect(ranked.map(({ score }) => score)).toEqual(ranked.map(({ score }) => score).sort((a, b) => b - a));
    expect(ranked.every(({ score }) => score > 0)).toBe(true);
    expect(rank('qqqq')).toEqual([]);
  });

  test('ties go alphabetically by the matching name, then in input order', () => {
    expect(rank('kis').slice(0, 2)).toEqual(['mnemosyne', 'urticae']); // kis apolló-lepke < kis rókalepke
    const twins = [
      { id: 2, names: ['Same name'] },
      { id: 1, names: ['Same name'] },
      { id: 0, names: ['Other name'] },
    ];
    expect(rankBySimilarity('name', twins, (twin) => twin.names, 3).map(({ item }) => item.id)).toEqual([0, 2, 1]);
  });

  test('a one-letter query ranks the names and words it starts first', () => {
    const ranked = rankBySimilarity('a', SPECIES, names, 10);
    // the name starts with it: aglais io, aglais urticae, atalantalepke; a word does: clouded apollo, papilio alexanor
    expect(ranked.slice(0, 5).map(({ item }) => item.id)).toEqual(['io', 'urticae', 'atalanta', 'mnemosyne', 'alexanor']);
    expect(ranked.slice(5).every(({ score }) => score < 1)).toBe(true);
  });

  test('at most limit results', () => {
    expect(rank('a', 2)).toHaveLength(2);
    expect(rank('lepke', 1)).toEqual(['machaon']);
    expect(rank('lepke', 0)).toEqual([]);
  });

  test('an empty query finds nothing', () => {
    expect(rank('')).toEqual([]);
    expect(rank('   ')).toEqual([]);
    expect(rank(' - ')).toEqual([]);
  });

  test('minScore drops weak matches', () => {
    expect(rank('kis', 10, { minScore: 1 })).toEqual(['mnemosyne', 'urticae']);
    expect(rank('machoan', 10, { minScore: 0.5 })).toEqual(['machaon']);
    expect(rank('machoan', 10, { minScore: 0.625 })).toEqual([]);
  });

  test('prepared names rank exactly like raw ones', () => {
    const prepared = SPECIES.map((species) => ({ species, names: species.names.map(prepareName) }));
    for (const query of ['pap', 'lepke', 'machoan', 'kis', 'a', 'swallowtail', 'Aglias io']) {
      const fromPrepared = rankBySimilarity(query, prepared, (entry) => entry.names, 10).map(({ item, score }) => ({ item: item.species, score }));
      expect(fromPrepared).toEqual(rankBySimilarity(query, SPECIES, names, 10));
    }
  });
});
