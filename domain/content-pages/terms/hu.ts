import type { ContentDocument } from '../document.ts';

/** The terms of use in Hungarian. */
export const terms: ContentDocument = {
  title: 'Felhasználási feltételek',
  effective: 'Hatályos 2026. december 5-től',
  intro:
    'Ezek a feltételek szabályozzák ennek a Lepke-oldalnak, a nappali és éjszakai lepkék megfigyeléseit gyűjtő önkéntes adatgyűjtő platformnak a használatát. Fiók regisztrálásával vagy az oldal használatával elfogadod őket. Kérjük, az adatvédelmi szabályzattal együtt olvasd el, amely leírja, mi történik a személyes adataiddal.',
  sections: [
    {
      heading: '1. Kik vagyunk',
      paragraphs: [
        'Az oldalt az üzemeltetője működteti, akinek nevét és postacímét a Kapcsolat oldal tartalmazza. E feltételekben a „mi” az üzemeltetőt jelenti, a „te” pedig mindenkit, aki az oldalt használja, fiókkal vagy anélkül.',
      ],
    },
    {
      heading: '2. Ki használhatja a Lepkét',
      paragraphs: [
        'A nyilvános oldalakat bárki böngészheti. Megfigyelések rögzítéséhez, médiafájlok feltöltéséhez, hozzászóláshoz és üzenetküldéshez fiók kell. 16 év alatti felhasználó csak szülője vagy gondviselője hozzájárulásával regisztrálhat.',
      ],
    },
    {
      heading: '3. A fiókod',
      paragraphs: ['Ha fiókod van, vállalod, hogy:'],
      items: [
        'csak azt rögzíted, amit valóban megfigyeltél, a lehető legpontosabban, és kijavítod vagy törlöd a tévesnek bizonyult megfigyelést;',
        'személyenként egy fiókot használsz, a saját neveden vagy felismerhető megjelenő néven, és nem osztod meg másokkal;',
        'titokban tartod a jelszavadat, és szólsz nekünk, ha úgy gondolod, más is használta a fiókodat; javasoljuk, hogy a fiókbeállításokban kapcsold be a kétlépcsős bejelentkezést egy hitelesítő alkalmazással;',
        'felelsz azért, ami a fiókoddal történik.',
      ],
    },
    {
      heading: '4. A tartalmaid és licencük',
      paragraphs: [
        'A megfigyeléseid, fotóid, hangfelvételeid, videóid és szövegeid szerzői joga a tiéd marad. Minden megfigyelés és médiafájl az általad választott licenccel jelenik meg: CC0 (közkincs), CC BY 4.0 (a szerző feltüntetésével) vagy CC BY-NC 4.0 (a szerző feltüntetésével, nem kereskedelmi célra); ha mást nem választasz, CC BY 4.0. E licenc szerint bárki újrahasznosíthatja őket, például kutatási és természetvédelmi adatbázisokban.',
        'A feltöltéssel azt is megengeded az üzemeltetőnek, hogy a tartalmaidat tárolja, megjelenítse, átméretezze és megossza, amennyire az oldal működéséhez szükséges, és amennyire az általad választott láthatóság engedi. Csak olyat tölts fel, amit te készítettél, vagy amelynek megosztására jogod van.',
      ],
    },
    {
      heading: '5. Elfogadható viselkedés',
      paragraphs: ['A Lepke a természetet szerető emberek közössége. Az oldalon tilos:'],
      items: [
        'bárkit zaklatni, sértegetni vagy fenyegetni, illetve gyűlöletkeltő, obszcén vagy jogellenes tartalmat közzétenni;',
        'kéretlen üzenetet (spamet) vagy reklámot küldeni, illetve ehhez fiókot létrehozni;',
        'védett fajokat a megfigyelésük vagy fényképezésük kedvéért zavarni, befogni, gyűjteni, vagy élőhelyüket károsítani, kivéve, ha rendelkezel a jogszabály által előírt engedéllyel;',
        'érzékeny fajoknak azokat a pontos lelőhelyeit máshol közzétenni, amelyeket az oldal csak 10 km-es rácsnégyzetként mutat;',
        'tudottan hamis megfigyelést vagy médiafájlt feltölteni, vagy mások fotóit sajátként feltüntetni;',
        'mások fiókjába behatolni, az oldalt túlterhelni vagy a korlátait megkerülni.',
      ],
    },
    {
      heading: '6. Moderálás',
      paragraphs: [
        'Bárki bejelentheti azt a bejegyzést, hozzászólást, üzenetet, médiafájlt vagy profilt, amely sérti ezeket a feltételeket. A moderátorok megvizsgálják a bejelentéseket, és súlyos vagy ismételt szabálysértésnél elrejthetik a tartalmat, figyelmeztethetik az érintettet, vagy ideiglenesen, illetve véglegesen felfüggeszthetik a fiókját. A megfigyelések elfogadásáról a validátorok döntenek; az elutasítás ellen fellebbezni lehet. Ha szerinted egy moderálási döntés téves volt, írj az üzemeltetőnek a Kapcsolat oldalon.',
      ],
    },
    {
      heading: '7. Tartalmak és fiókok törlése',
      paragraphs: [
        'A megfigyeléseidet, bejegyzéseidet, hozzászólásaidat és médiafájljaidat bármikor törölheted. A fiókodat is magad törölheted a fiókod oldalán: ekkor eldöntheted, hogy a megfigyeléseid névtelenül, a licencük szerint megmaradjanak, vagy a fiókkal együtt törlődjenek. Azokat a másolatokat, amelyeket mások nyílt licenc alapján jogszerűen már letöltöttek, nem lehet visszahívni. A feltételeket sértő tartalmakat és fiókokat törölhetjük.',
      ],
    },
    {
      heading: '8. Határozások és adatok',
      paragraphs: [
        'A validátorok önkéntesek, akik a legnagyobb gondossággal ellenőrzik a megfigyeléseket, de nem vállalunk garanciát arra, hogy egy határozás, egy megfigyelés vagy az oldal bármely más adata helyes vagy teljes. Ne kizárólag az oldalra támaszkodj olyan döntésnél, ahol egy tévedés kárt okozhat, például engedélyezési vagy tervezési ügyben.',
      ],
    },
    {
      heading: '9. Felelősség',
      paragraphs: [
        'Az oldalt gondosan üzemeltetjük, de nem ígérhetjük, hogy mindig elérhető és hibátlan lesz, és a szolgáltatás változhat. A jogszabályok által megengedett mértékben nem felelünk az oldal használatából vagy elérhetetlenségéből eredő károkért, sem azért, amit más felhasználók közzétesznek. Ezek a feltételek nem korlátozzák azt a felelősséget, amelyet a jogszabályok szerint nem lehet korlátozni (például szándékos vagy súlyosan gondatlan károkozásért), és nem érintik fogyasztói jogaidat.',
      ],
    },
    {
      heading: '10. A feltételek változása',
      paragraphs: [
        'A feltételeket módosíthatjuk, ha az oldal vagy a jogszabályok változnak. A változásokat hatályba lépésük előtt az alkalmazásban jelezzük; ha ezután is használod az oldalt, az új feltételek érvényesek rád. Ha nem fogadod el őket, törölheted a fiókodat.',
      ],
    },
    {
      heading: '11. Irányadó jog és kapcsolat',
      paragraphs: [
        'E feltételekre annak az európai uniós országnak a joga irányadó, ahol az üzemeltető székhelye van, a saját országod kötelező fogyasztóvédelmi szabályainak sérelme nélkül. A feltételekkel kapcsolatos kérdéseidet a Kapcsolat oldalon keresztül küldd az üzemeltetőnek.',
      ],
    },
  ],
};
