import type { ContentDocument } from '../document.ts';

/** The how-to-use guide in Hungarian. */
export const howToUse: ContentDocument = {
  title: 'Hogyan használd a Lepkét',
  intro:
    'Ez az útmutató a regisztrációtól az első megfigyelésedig vezet, és bemutatja, mi mindent kínál még az oldal. A Lepke telefonon és számítógépen ugyanúgy működik.',
  sections: [
    {
      heading: 'Regisztráció',
      paragraphs: [
        'Válaszd a menüben a Belépés / regisztráció pontot, add meg az e-mail-címedet, a megjelenő nevedet és egy legalább 8 karakteres jelszót, majd fogadd el az adatvédelmi szabályzatot. Ha az oldal kínálja, egy máshol már meglévő fiókoddal is beléphetsz. A fajok, a megfigyelések és a térkép böngészéséhez nem kell fiók; a rögzítéshez, a hozzászóláshoz és az üzenetekhez igen.',
      ],
    },
    {
      heading: 'Megfigyelés rögzítése',
      paragraphs: ['Nyisd meg a Megfigyeléseim oldalt, és válaszd az Új megfigyelés gombot. Az űrlap ezeket kérdezi:'],
      items: [
        'Faj: kezdd el írni a tudományos vagy a magyar nevét, és válaszd ki a javaslatok közül. Ha nem tudod, melyik faj, jelezd, és írd le, mit láttál; egy fotóval mások is segíthetnek.',
        'Hely: jelöld ki a térképen, vedd át a telefon GPS-éből, válassz egy mentett vagy nemrég használt helyet, vagy írd be a koordinátákat.',
        'Dátum, és ha tudod, az időpont; több napon át tartó megfigyelésnél az utolsó nap is.',
        'Egyedszám és fejlődési alak: imágó (kifejlett), hernyó, báb vagy pete.',
        'Fotók, hangok, videók: a fotókat érdemes elsőként hozzáadni, mert az űrlap kiolvassa az EXIF-adataikat. A felvétel időpontja kitölti a dátumot, a GPS-pozíciója a helyet; mindkettőt ellenőrizd, vagy vond vissza a változtatást.',
        'További adatok: megjegyzés, a megfigyelés licence, és hogy ki láthatja. Jelöld be a pontos hely elrejtését, ha mások csak a 10 km-es rácsnégyzetet láthatják.',
      ],
    },
    {
      heading: 'Mi történik mentés után',
      paragraphs: [
        'Mentés előtt az űrlap megmutatja, mi lesz a megfigyeléssel. Az oldal szabályaitól függően azonnal elfogadott lesz, vagy validátor ellenőrzésére vár. Az automatikus ellenőrzések megjelölik a szokatlan megfigyeléseket a validátoroknak: nehezen határozható fajt, a szokásos repülési időn kívüli dátumot, olyan 10 km-es négyzetet, ahonnan a faj még nem ismert, védett vagy veszélyeztetett fajt. Néhány nehéz nemnél fotó is kell. Az űrlap arra is figyelmeztet, ha ugyanezt a megfigyelést talán már rögzítetted.',
        'Ezután egy validátor elfogadja vagy elutasítja a megfigyelést, vagy később visszavonja az elfogadást; az elutasítás és a visszavonás mindig indoklással jár, és értesítést kapsz róla. A megfigyelés ellenőrzési hozzászólásaiban megbeszélheted a validátorral. Ha nem értesz egyet egy elutasítással, fellebbezz: a megfigyelés újra ellenőrzésre vár.',
      ],
    },
    {
      heading: 'Böngészés',
      paragraphs: ['Bejelentkezés nélkül is felfedezheted:'],
      items: [
        'Fajok: a fajlista fotókkal, leírással, védettségi és vörös listás besorolással és az egyes fajok megfigyeléseivel.',
        'Megfigyelések: a megfigyelések listája, fajra, megfigyelőre, dátumra, fejlődési alakra és ellenőrzési állapotra szűrve.',
        'Térkép: a megfigyelések az EEA 100 km-es, 10 km-es és 1 km-es hálóján vagy pontcsoportokként, műholdas, domborzati vagy úttérképen; egy négyzetre kattintva megjelenik, mit figyeltek meg ott.',
        'Diagramok: mely hónapokban és években látták a fajokat.',
      ],
    },
    {
      heading: 'Csoportok és projektek',
      paragraphs: [
        'A Közösség menüpont alatt megfigyelőket, csoportokat és projekteket találsz. Nyitott csoporthoz azonnal csatlakozhatsz; zárt csoportba csatlakozási kérelmet küldesz, amelyről a csoport adminisztrátorai döntenek. A tagok látják a csoporttal megosztott bejegyzéseket, a csoport oldala pedig összegyűjti a tagok megfigyeléseit, médiafájljait és diagramjait.',
      ],
    },
    {
      heading: 'Üzenetek és értesítések',
      paragraphs: [
        'Bárki profiljáról küldhetsz privát üzenetet; az üzenetek a postafiókodba érkeznek. A csengő az értesítéseket mutatja: barát- és csatlakozási kérelmeket, hozzászólásokat és válaszokat, kedveléseket, valamint a validátorok döntéseit a megfigyeléseidről. A Beállításokban minden fajtánál eldöntheted, megjelenjen-e az alkalmazásban, érkezzen-e push értesítésként az eszközeidre, és kérsz-e róla e-mailt azonnal, napi vagy heti összefoglalóban.',
      ],
    },
    {
      heading: 'Ki mit lát',
      paragraphs: [
        'Minden megfigyelésnek és bejegyzésnek van láthatósága: csak én, barátok, egy közös csoport tagjai vagy bárki. Az új elemek a Beállításokban megadott alapértéket kapják, és bármelyik láthatóságát bármikor módosíthatod.',
        'Az érzékeny fajokat az oldal automatikusan védi: védett vagy veszélyeztetett fajok megfigyeléseinél rajtad és a validátorokon kívül mindenki csak a 10 km-es rácsnégyzetet látja, soha nem a pontos helyet, a települést vagy a fotók helyadatait.',
      ],
    },
    {
      heading: 'Exportálás és saját adataid',
      paragraphs: [
        'A megfigyelések listáján és a térképen az Exportálás gomb az aktuális szűrés megfigyeléseit tölti le Darwin Core-archívumként, tabulátorral tagolt CSV-ként vagy térképprogramokhoz KML-fájlként; a saját megfigyeléseidet pontos helyükkel is exportálhatod. A fiókod oldalán az Adataim letöltése gomb minden adatodat egyetlen zip fájlban adja oda.',
      ],
    },
    {
      heading: 'A Lepke a telefonodon',
      paragraphs: [
        'A Lepke a böngészőben fut, semmit nem kell letölteni alkalmazásboltból. Ha alkalmazásként szeretnéd a kezdőképernyőn látni, válaszd a böngésző menüjében az Alkalmazás telepítése vagy a Hozzáadás a kezdőképernyőhöz pontot. Telepítve kapcsolat nélkül is megnyílik, és a már betöltött oldalakat tovább böngészheted; a kapcsolat nélkül hozzáadott fotók feltöltődnek, amint újra van internet.',
      ],
    },
  ],
};
