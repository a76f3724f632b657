import type { ContentDocument } from '../document.ts';

export const policy: ContentDocument = {
  title: 'Adatvédelmi szabályzat',
  effective: 'Hatályos 2026. november 25-től',
  intro:
    'A Lepke a nappali és éjszakai lepkék megfigyelésének rögzítésére szolgáló önkéntes (citizen science) adatgyűjtő platform. Ez a szabályzat elmondja, milyen személyes adatokat kezelünk, amikor használod, miért, ki mit láthat belőlük, meddig őrizzük őket, és milyen jogaid vannak az Európai Unió általános adatvédelmi rendelete (GDPR) szerint.',
  sections: [
    {
      heading: '1. Ki az adatkezelő',
      paragraphs: [
        'Az adatkezelő ennek a Lepke-telepítésnek az üzemeltetője, akinek nevét és postacímét a Kapcsolat oldal tartalmazza. Az üzemeltető adatvédelmi kapcsolattartóját a Kapcsolat oldalon keresztül vagy az alkalmazásban az adminisztrátoroknak küldött üzenettel éred el.',
      ],
    },
    {
      heading: '2. Milyen adatokat gyűjtünk',
      paragraphs: ['Csak azt gyűjtjük, ami a platform működéséhez szükséges:'],
      items: [
        'Fiók: email cím, megjelenő név, a jelszavad sózott lenyomata (soha nem maga a jelszó), nyelv, alapértelmezett láthatósági és értesítési beállítások.',
        'Megfigyelések: faj, dátum, hely (koordináták, pontosság, település, régió, ország), egyedszám, fejlődési alak, megjegyzések és a rekord ellenőrzésének története.',
        'Média: a feltöltött fotók, hangok, videók és fájlok a bennük lévő metaadatokkal (EXIF: időpont, fényképezőgép, GPS-pozíció és irány).',
        'Közösségi tevékenység: bejegyzések, hozzászólások, kedvelések, barátságok, tagságok, üzenetek és bejelentések.',
        'Technikai adatok: munkamenet-süti, az egyes munkamenetek IP-címe és böngészője, eszközeid web push feliratkozásai, valamint a megadott és visszavont hozzájárulásaid.',
      ],
    },
    {
      heading: '3. Mi célból és milyen jogalapon',
      paragraphs: [
        'A fiókodat azért kezeljük, a megfigyeléseidet és bejegyzéseidet azért tesszük közzé, mert ezt kérted (szerződés teljesítése, GDPR 6. cikk (1) b)). A megfigyelések a biodiverzitás-kutatást és a természetvédelmet szolgálják, ami közérdekű feladat és jogos érdekünk (6. cikk (1) e) és f)). A biztonsági intézkedések, például a belépési korlátok és a naplók, a szolgáltatás biztonságához fűződő jogos érdekünkön alapulnak. A push értesítésekhez és más választható funkciókhoz a hozzájárulásod kell (6. cikk (1) a)), amelyet az alkalmazásban bármikor visszavonhatsz.',
      ],
    },
    {
      heading: '4. Érzékeny fajok és pontos helyek',
      paragraphs: [
        'A védett, vörös listás vagy más okból érzékeny fajok megfigyeléseit rajtad és az ellenőrzőkön kívül mindenki más csak általánosítva látja: a 10 km-es rácsnégyzetet, soha nem a pontos koordinátákat, a települést vagy a helynevet. Bármely megfigyelésedhez kérheted ugyanezt. Az általánosított megfigyeléshez csatolt fotókat és videókat mások az eredeti fájl, a helyadatok és a metaadatok nélkül látják.',
      ],
    },
    {
      heading: '5. Fotók és metaadataik',
      paragraphs: [
        'A feltöltött eredeti fájlok megőrzik EXIF-adataikat, és csak te, valamint a megfigyeléseidet ellenőrzők látják őket. A mindenki más számára megjelenő átméretezett képeket metaadatok nélkül tároljuk. Ha a fényképezés helyét az ellenőrzőkkel sem szeretnéd megosztani, feltöltés előtt töröld a fájlból.',
      ],
    },
    {
      heading: '6. Ki mit lát',
      paragraphs: [
        'Minden bejegyzés és megfigyelés láthatóságát te választod meg: csak én, barátok, egy közös csoport tagjai vagy bárki. Az ellenőrzők az általuk vizsgált megfigyeléseket látják, az adminisztrátorok azt, ami a bejelentett tartalmak moderálásához kell. Az elfogadott megfigyeléseket kutatási és természetvédelmi adatbázisokkal nyílt adatként megoszthatjuk az általad választott licenc szerint, érzékeny fajoknál általánosított hellyel. Személyes adatot soha nem adunk el, és hirdetéseket sem jelenítünk meg. Tárhelyszolgáltatónk adatfeldolgozási szerződés alapján, megbízásunkból kezel adatokat; a push üzenetek a böngésződ gyártójának push szolgáltatásán haladnak át.',
      ],
    },
    {
      heading: '7. Meddig őrizzük az adatokat',
      paragraphs: [
        'A fiók- és profiladatokat a fiókod fennállásáig őrizzük. A munkamenetek legfeljebb 30 nap után lejárnak, a szervernaplókat 30 nap után töröljük. Ha törlöd a fiókodat, a profilodat, bejegyzéseidet, hozzászólásaidat, kedveléseidet és médiafájljaidat 30 napon belül töröljük; a megfigyeléseidet is töröljük, vagy kérésedre a neved nélkül megtartjuk őket a tudomány számára. A biztonsági mentések 90 napon belül felülíródnak.',
      ],
    },
    {
      heading: '8. Jogaid',
      paragraphs: ['Jogod van:'],
      items: [
        'hozzáférni az adataidhoz és másolatot kapni róluk;',
        'helyesbíteni a pontatlan adatokat (a legtöbbet közvetlenül az alkalmazásban);',
        'hordozható formátumban (CSV, Darwin Core archívum) exportálni a megfigyeléseidet a megfigyeléslistádból;',
        'kérni adataid törlését a fiókod törlésével vagy nekünk írva;',
        'kérni a kezelés korlátozását, illetve tiltakozni a jogos érdeken alapuló kezelés ellen;',
        'bármikor visszavonni a hozzájárulásodat, ami a korábbi kezelést nem érinti;',
        'panaszt tenni a felügyeleti hatóságnál, Magyarországon a NAIH-nál (naih.hu), vagy a saját országod hatóságánál.',
      ],
    },
    {
      heading: '9. Sütik és helyi tárolás',
      paragraphs: [
        'Egyetlen, a működéshez feltétlenül szükséges sütit használunk a bejelentkezésed munkamenetéhez, a böngésző helyi tárolóját pedig a nyelvhez, a piszkozatokhoz és az offline feltöltésekhez. Nincsenek követő vagy hirdetési sütik, és nem használunk külső analitikát.',
      ],
    },
    {
      heading: '10. Gyermekek',
      paragraphs: ['16 év alatti felhasználó csak szülője vagy gondviselője hozzájárulásával regisztrálhat.'],
    },
    {
      heading: '11. Változások és kapcsolat',
      paragraphs: [
        'A szabályzat változásait hatályba lépésük előtt az alkalmazásban jelezzük. Az adataiddal kapcsolatos kérdéseidet és kéréseidet az üzemeltető adatvédelmi kapcsolattartójának küldd a Kapcsolat oldalon; egy hónapon belül válaszolunk.',
      ],
    },
  ],
};
