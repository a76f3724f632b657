import type { ContentDocument } from '../document.ts';

/** The about page in Hungarian. */
export const about: ContentDocument = {
  title: 'A Lepkéről',
  intro:
    'A Lepke a nappali és éjszakai lepkék európai megfigyeléseinek rögzítésére szolgáló önkéntes (citizen science) adatgyűjtő platform. Aki lepkéket figyel a kertben, túrázás közben vagy a lámpánál, itt rögzítheti, mit, hol és mikor látott, és ezzel hozzájárul ahhoz, hogy többet tudjunk a lepkék elterjedéséről és állományaik változásáról.',
  sections: [
    {
      heading: 'Mire való a Lepke',
      paragraphs: [
        'Minden megfigyelés egy faj egy helyen, egy napon: ki látta, hány példányt, milyen fejlődési alakban, lehetőleg fotóval. Sok megfigyelőtől, sok év alatt összegyűlve ezek az adatok megmutatják, hol élnek a fajok, mikor repülnek, melyikük fogyatkozik, és segítenek megvédeni őket. A Lepke egyszerűvé teszi a rögzítést terepen és otthon is, az adatokat pedig kutatásra alkalmas formában őrzi meg.',
      ],
    },
    {
      heading: 'Kik vesznek részt benne',
      paragraphs: ['A Lepke közösség, amelynek tagjai együtt gyűjtenek adatokat:'],
      items: [
        'A megfigyelők rögzítik a megfigyeléseiket, fotókat töltenek fel, hozzászólnak, és megosztják, amit találtak.',
        'A validátorok tapasztalt lepkészek: ellenőrzik a megfigyeléseket, elfogadják vagy elutasítják őket, hogy az adatokban meg lehessen bízni.',
        'A csoportok összefogják az embereket: egy helyi természetvédelmi egyesületet, egy iskolai osztályt vagy barátokat, akik együtt járnak lepkézni.',
        'A projektek közös célra gyűjtenek adatokat, például egy tájegység, egy védett terület vagy egy fajcsoport felmérésére.',
      ],
    },
    {
      heading: 'Fajok, térképek, diagramok',
      paragraphs: [
        'A fajlista a nappali lepkék európai fajlistájára épül, az európai és a hazai vörös listás besorolásokkal, és a nagylepkéket is tartalmazza. A fajok tudományos nevük mellett – ahol ismert – az oldal nyelvein használt köznapi nevükkel is megjelennek.',
        'A megfigyelések az Európai Környezetvédelmi Ügynökség (EEA) 10 km-es és 1 km-es hálótérképén jelennek meg, áttekintésként 100 km-es négyzetekben is, a diagramok pedig megmutatják, az év mely szakában és mely években látták az egyes fajokat.',
      ],
    },
    {
      heading: 'Nyílt adatok',
      paragraphs: [
        'A megfigyelések és a fotók azoké, akik készítették őket. Minden megfigyelő maga választja meg megfigyelései és médiafájljai licencét (CC0, CC BY 4.0 vagy CC BY-NC 4.0), és e licenc szerint az adatok nyíltak: bárki letöltheti őket Darwin Core-archívumként, ami a biodiverzitási adatbázisok (például a GBIF) szabványos formátuma, CSV-táblázatként vagy térképprogramokhoz KML-fájlként. Az érzékeny fajok pontos lelőhelyét soha nem tesszük közzé: mások csak a 10 km-es rácsnégyzetet látják.',
      ],
    },
    {
      heading: 'Ki üzemelteti az oldalt',
      paragraphs: [
        'Minden Lepke-oldalt egy üzemeltető működtet: egy egyesület, intézmény vagy magánszemély, aki az oldalt fenntartja, kijelöli az adminisztrátorait és validátorait, és felel az adataiért. Az üzemeltető nevét és címét a Kapcsolat oldalon találod. Az adatvédelmi szabályzat leírja, mi történik a személyes adataiddal, a felhasználási feltételek pedig azt, mit várhat egymástól az üzemeltető és a felhasználó.',
      ],
    },
    {
      heading: 'Nyílt forráskód',
      paragraphs: [
        'A Lepke nyílt forráskódú szoftver. A kódja nyilvános: bárki elolvashatja, saját telepítést indíthat belőle az országa vagy egyesülete számára, vagy segíthet a fejlesztésében. A megfigyelők ötleteit és hibabejelentéseit ugyanúgy szívesen fogadjuk, mint a kódot.',
      ],
    },
  ],
};
