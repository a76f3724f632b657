import type { ContentDocument } from '../document.ts';

/** The how-to-use guide in Romanian. */
export const howToUse: ContentDocument = {
  title: 'Cum se folosește Lepke',
  intro: 'Acest ghid te conduce de la înregistrare până la prima ta observație și îți arată ce mai oferă site-ul. Lepke funcționează la fel pe telefon și pe calculator.',
  sections: [
    {
      heading: 'Înregistrarea',
      paragraphs: [
        'Alege din meniu Autentificare / înregistrare, introdu adresa de e-mail, numele afișat și o parolă de cel puțin 8 caractere, apoi acceptă politica de confidențialitate. Dacă site-ul oferă această opțiune, te poți autentifica și cu un cont pe care îl ai deja în altă parte. Pentru a răsfoi speciile, observațiile și harta nu ai nevoie de cont; pentru a înregistra observații, a comenta și a trimite mesaje, da.',
      ],
    },
    {
      heading: 'Înregistrarea unei observații',
      paragraphs: ['Deschide Observațiile mele și alege Observație nouă. Formularul îți cere:'],
      items: [
        'Specia: începe să scrii numele științific sau popular și alege-l din sugestii. Dacă nu știi ce specie este, spune acest lucru și descrie ce ai văzut; cu o fotografie, ceilalți te pot ajuta.',
        'Locul: alege-l pe hartă, preia poziția din GPS-ul telefonului, alege un loc salvat sau folosit recent ori introdu coordonatele.',
        'Data și, dacă o știi, ora; pentru o observație de mai multe zile, și ultima zi.',
        'Numărul de exemplare și stadiul de dezvoltare: adult (imago), omidă, pupă sau ou.',
        'Fotografii, sunete sau videoclipuri: adaugă mai întâi fotografiile, pentru că formularul le citește datele EXIF. Ora la care a fost făcută fotografia completează data, iar poziția GPS completează locul; verifică-le pe amândouă sau anulează modificarea.',
        'Alte date: notițe, licența observației și cine o poate vedea. Bifează ascunderea locului exact dacă ceilalți trebuie să vadă doar celula de grilă de 10 km.',
      ],
    },
    {
      heading: 'Ce urmează după salvare',
      paragraphs: [
        'Înainte de salvare, formularul îți arată ce se va întâmpla cu observația. În funcție de regulile site-ului, ea este acceptată imediat sau așteaptă un verificator. Verificările automate semnalează verificatorilor observațiile neobișnuite: o specie greu de identificat, o dată în afara perioadei obișnuite de zbor, un pătrat de 10 km din care specia nu este cunoscută, o specie protejată sau amenințată. Pentru câteva genuri dificile este obligatorie o fotografie. Formularul te avertizează și dacă se poate să fi înregistrat deja aceeași observație.',
        'Apoi un verificator acceptă sau respinge observația ori retrage mai târziu o acceptare; respingerea și retragerea vin întotdeauna cu o motivare, iar tu primești o notificare. Poți discuta cu verificatorul în comentariile de verificare ale observației. Dacă nu ești de acord cu o respingere, contest-o: observația revine în așteptarea verificării.',
      ],
    },
    {
      heading: 'Explorare',
      paragraphs: ['Fără să te autentifici poți explora:'],
      items: [
        'Speciile: catalogul cu fotografii, descrieri, statut de protecție și de listă roșie, precum și observațiile fiecărei specii.',
        'Observațiile: lista observațiilor, filtrată după specie, observator, dată, stadiu de dezvoltare și stare a verificării.',
        'Harta: observațiile pe grilele EEA de 100 km, 10 km și 1 km sau ca grupuri de puncte, peste hărți din satelit, topografice sau rutiere; un clic pe o celulă arată ce s-a observat acolo.',
        'Graficele: în ce luni și în ce ani au fost văzute speciile.',
      ],
    },
    {
      heading: 'Grupuri și proiecte',
      paragraphs: [
        'La Comunitate găsești observatori, grupuri și proiecte. Într-un grup deschis intri imediat; pentru unul închis trimiți o cerere de înscriere, asupra căreia decid administratorii grupului. Membrii văd postările partajate cu grupul, iar pagina grupului adună observațiile, fișierele media și graficele membrilor.',
      ],
    },
    {
      heading: 'Mesaje și notificări',
      paragraphs: [
        'Poți trimite un mesaj privat din profilul oricui; mesajele ajung în căsuța ta. Clopoțelul arată notificările: cereri de prietenie și de înscriere, comentarii și răspunsuri, aprecieri și deciziile verificatorilor despre observațiile tale. În Setări alegi pentru fiecare tip dacă apare în aplicație, dacă vine ca notificare push pe dispozitivele tale și dacă primești e-mail imediat ori într-un rezumat zilnic sau săptămânal.',
      ],
    },
    {
      heading: 'Cine ce vede',
      paragraphs: [
        'Fiecare observație și postare are un nivel de confidențialitate: doar eu, prieteni, membrii unui grup comun sau oricine. Elementele noi primesc valoarea implicită stabilită în Setări, iar nivelul fiecăruia îl poți schimba oricând.',
        'Speciile sensibile sunt protejate automat: la observațiile speciilor protejate sau amenințate, toți, cu excepția ta și a verificatorilor, văd doar celula de grilă de 10 km, niciodată locul exact, localitatea sau datele de localizare ale fotografiilor.',
      ],
    },
    {
      heading: 'Exporturi și datele tale',
      paragraphs: [
        'Pe lista de observații și pe hartă, butonul Exportă descarcă observațiile filtrului curent ca arhivă Darwin Core, ca fișier CSV separat prin tabulatori sau ca fișier KML pentru programe de hărți; propriile observații le poți exporta cu locurile lor exacte. Pe pagina contului, Descarcă datele mele îți oferă toate datele tale într-un singur fișier zip.',
      ],
    },
    {
      heading: 'Lepke pe telefon',
      paragraphs: [
        'Lepke rulează în browser: nu trebuie descărcat nimic dintr-un magazin de aplicații. Ca să îl ai pe ecranul de pornire ca pe o aplicație, alege Instalează aplicația sau Adaugă pe ecranul de pornire din meniul browserului. Odată instalat, se deschide și fără conexiune, iar paginile deja încărcate pot fi răsfoite în continuare; fotografiile adăugate offline se încarcă atunci când revine conexiunea.',
      ],
    },
  ],
};
