import type { ContentDocument } from '../document.ts';

/** The frequently asked questions in Hungarian. */
export const faq: ContentDocument = {
  title: 'Gyakori kérdések',
  intro: 'Rövid válaszok a megfigyelők leggyakoribb kérdéseire. Ha a tiéd nincs köztük, írj az adminisztrátoroknak az alkalmazásban vagy a Kapcsolat oldalon.',
  sections: [
    {
      heading: 'Miért vár ellenőrzésre a megfigyelésem, vagy miért kér fotót?',
      paragraphs: [
        'Az automatikus ellenőrzések megjelölik azokat a megfigyeléseket, amelyeket a validátoroknak érdemes megnézniük: a rokonaitól nehezen elkülöníthető fajt, a szokásos repülési időn kívüli dátumot, olyan 10 km-es négyzetet, ahonnan a faj még nem ismert, védett vagy veszélyeztetett fajt. Az oldal szabályaitól függően az ilyen megfigyelés elfogadás előtt validátorra vár. A legjobb bizonyíték egy jó fotó: néhány nehéz nemnél kötelező, a többinél pedig gyorsítja a validátor munkáját. A megfigyelés szerkesztésével adhatod hozzá.',
      ],
    },
    {
      heading: 'Elutasították a megfigyelésemet. Mit tehetek?',
      paragraphs: [
        'Az elutasítás mindig a validátor indoklásával érkezik. Válaszolhatsz a megfigyelés ellenőrzési hozzászólásaiban, hozzáadhatsz jobb fotót vagy kijavíthatod a fajt, és ha továbbra sem értesz egyet, fellebbezhetsz: a megfigyelés újra ellenőrzésre vár, és egy moderátor is megnézi az esetet.',
      ],
    },
    {
      heading: 'Miért rácsnégyzetet látok a pontos hely helyett?',
      paragraphs: [
        'A megfigyelés érzékeny, védett vagy veszélyeztetett fajról szól, vagy a megfigyelője elrejtette a pontos helyet. Az állatok védelmében a megfigyelőn és a validátorokon kívül mindenki csak a 10 km-es rácsnégyzetet látja, a település, a helynév és a fotók helyadatai nélkül.',
      ],
    },
    {
      heading: 'Szerkeszthetek vagy törölhetek egy megfigyelést?',
      paragraphs: [
        'Igen. Nyisd meg a megfigyelést a Megfigyeléseim oldalon, és válaszd a Szerkesztés vagy a Törlés gombot. A szerkesztés nem változtat az ellenőrzési állapoton: ezt csak validátor vagy fellebbezés teheti. A törölt megfigyelés eltűnik az oldalról, de azok a másolatok megmaradnak, amelyeket mások a nyílt licenc alapján már letöltöttek.',
      ],
    },
    {
      heading: 'Ki láthatja a megfigyeléseimet?',
      paragraphs: [
        'Az, akit a megfigyelés láthatósága enged: csak te, a barátaid, egy közös csoport tagjai vagy bárki. Az alapértelmezett láthatóságot a Beállításokban adod meg, és megfigyelésenként módosíthatod. A validátorok az általuk ellenőrzött megfigyeléseket a pontos helyükkel együtt látják.',
      ],
    },
    {
      heading: 'Hogyan tölthetem le az adataimat?',
      paragraphs: [
        'A fiókod oldalán az Adataim letöltése gomb egyetlen zip fájlt ad: benne vannak a megfigyeléseid (CSV-ként és Darwin Core-archívumként, pontos helyekkel), a bejegyzéseid, hozzászólásaid, üzeneteid, a profilod és a feltöltött fájljaid eredetije. Ha csak néhány megfigyelésre van szükséged, szűrd a megfigyelések listáját, és használd az Exportálás gombot.',
      ],
    },
    {
      heading: 'Elfelejtettem a jelszavamat. Most mi legyen?',
      paragraphs: [
        'A belépési képernyőn válaszd az Elfelejtetted a jelszavad? linket, és add meg a fiókod e-mail-címét. Küldünk egy linket, amellyel új jelszót állíthatsz be; egy óráig érvényes, és csak egyszer használható. Ha nem érkezik levél, nézd meg a levélszemét mappát, vagy néhány perc múlva kérj új linket. Ha egy másik szolgáltatás fiókjával lépsz be, azt használd.',
      ],
    },
    {
      heading: 'Hogyan válthatok nyelvet?',
      paragraphs: [
        'A fejlécben választhatsz nyelvet: magyar, angol, román vagy török. Az oldal az adott eszközön megjegyzi a választásodat, a tőlünk kapott e-mailek pedig a fiókodhoz tartozó nyelven érkeznek.',
      ],
    },
    {
      heading: 'Melyik licencet válasszam?',
      paragraphs: [
        'Az alapértelmezett CC BY 4.0 mellett bárki felhasználhatja a megfigyeléseidet és fotóidat, ha megnevez téged: ez a legtöbb embernek és a legtöbb kutatási adatbázisnak megfelel. A CC0-val feltétel nélkül közkinccsé teszed őket, így a legkönnyebb újrahasznosítani. A CC BY-NC 4.0 a kereskedelmi felhasználást is tiltja, de vannak adatbázisok és projektek, amelyek ilyen adatot nem tudnak átvenni. Az alapértelmezést a Beállításokban adod meg, és megfigyelésenként, fotónként eltérhetsz tőle.',
      ],
    },
    {
      heading: 'Rögzíthetek lámpázással gyűjtött éjszakai lepkéket?',
      paragraphs: [
        'Igen, és ezek az adatok nagyon értékesek. Minden fajról külön megfigyelést rögzíts az egyedszámmal, általában imágóként, a megjegyzésbe pedig írd be a csapda vagy a lámpa típusát és a működés idejét. Használj mentett helyet, hogy minden éjszaka megfigyelései ugyanarra a pontra kerüljenek. A nehéz fajokat fényképezd le: sok éjszakai lepke csak fotó alapján igazolható.',
      ],
    },
    {
      heading: 'Hogyan csatlakozhatok egy csoporthoz?',
      paragraphs: [
        'Keresd meg a csoportot a Közösség menüpont alatt, és nyisd meg az oldalát. Nyitott csoporthoz azonnal csatlakozol; zárt csoportnál a kérelmed a csoport adminisztrátoraihoz kerül, és értesítést kapsz, ha elfogadták. Ugyanezen az oldalon bármikor kiléphetsz a csoportból.',
      ],
    },
    {
      heading: 'Hogyan kapcsolhatom ki az e-maileket?',
      paragraphs: [
        'A Beállítások Értesítések részében minden értesítésfajtánál eldöntheted, megjelenjen-e az alkalmazásban, érkezzen-e push értesítésként, és hogyan kérsz róla e-mailt: sehogy, azonnal, vagy napi, illetve heti összefoglalóba gyűjtve. Minden e-mailben van egy link is, amellyel egy kattintással leiratkozhatsz az adott fajta levelekről.',
      ],
    },
    {
      heading: 'Hogyan lehetek validátor?',
      paragraphs: [
        'A validátorok tapasztalt megfigyelők, akiket az oldal adminisztrátorai jelölnek ki. Ha jól ismered egy tájegység vagy egy csoport nappali vagy éjszakai lepkéit, írj az adminisztrátoroknak a Kapcsolat oldalon: írd meg, mit tudsz biztosan meghatározni, és hivatkozz néhány megfigyelésedre példaként.',
      ],
    },
  ],
};
