import type { ContentDocument } from '../document.ts';

/** The terms of use in Romanian. */
export const terms: ContentDocument = {
  title: 'Condiții de utilizare',
  effective: 'În vigoare de la 5 decembrie 2026',
  intro:
    'Aceste condiții reglementează folosirea acestui site Lepke, o platformă de știință cetățenească pentru înregistrarea observațiilor de fluturi și molii. Prin înregistrarea unui cont sau prin folosirea site-ului le accepți. Te rugăm să le citești împreună cu politica de confidențialitate, care explică ce se întâmplă cu datele tale personale.',
  sections: [
    {
      heading: '1. Cine suntem',
      paragraphs: [
        'Site-ul este administrat de operatorul său, al cărui nume și adresă poștală apar pe pagina Contact. În aceste condiții, „noi” înseamnă operatorul, iar „tu” înseamnă oricine folosește site-ul, cu sau fără cont.',
      ],
    },
    {
      heading: '2. Cine poate folosi Lepke',
      paragraphs: [
        'Oricine poate răsfoi paginile publice. Pentru a înregistra observații, a încărca fișiere media, a comenta sau a trimite mesaje ai nevoie de un cont. Utilizatorii sub 16 ani se pot înregistra doar cu acordul unui părinte sau tutore.',
      ],
    },
    {
      heading: '3. Contul tău',
      paragraphs: ['Dacă ai un cont, te angajezi:'],
      items: [
        'să înregistrezi doar ce ai observat cu adevărat, cât mai exact, și să corectezi sau să ștergi o observație care se dovedește greșită;',
        'să folosești un singur cont de persoană, pe numele tău sau sub un nume afișat recognoscibil, și să nu îl împarți cu alții;',
        'să îți păstrezi parola secretă și să ne anunți dacă bănuiești că altcineva ți-a folosit contul; îți recomandăm să activezi autentificarea în doi pași cu o aplicație de autentificare, din setările contului;',
        'să răspunzi pentru ce se face cu contul tău.',
      ],
    },
    {
      heading: '4. Conținutul tău și licența lui',
      paragraphs: [
        'Drepturile de autor asupra observațiilor, fotografiilor, înregistrărilor audio, videoclipurilor și textelor tale rămân ale tale. Fiecare observație și fiecare fișier media este publicat sub licența pe care o alegi: CC0 (domeniu public), CC BY 4.0 (cu atribuire) sau CC BY-NC 4.0 (cu atribuire, necomercial); dacă nu alegi altceva, licența este CC BY 4.0. Sub această licență oricine îl poate refolosi, de exemplu în baze de date de cercetare și conservare.',
        'Prin încărcare îi permiți operatorului să stocheze, să afișeze, să redimensioneze și să partajeze conținutul tău în măsura în care site-ul are nevoie pentru a funcționa și în măsura în care o permit nivelurile de confidențialitate alese de tine. Încarcă doar ce ai făcut tu sau ce ai dreptul să partajezi.',
      ],
    },
    {
      heading: '5. Comportament acceptabil',
      paragraphs: ['Lepke este o comunitate de oameni care iubesc natura. Pe site nu ai voie:'],
      items: [
        'să hărțuiești, să insulți sau să ameninți pe cineva ori să publici conținut instigator la ură, obscen sau ilegal;',
        'să trimiți spam sau reclame ori să creezi conturi în acest scop;',
        'să deranjezi, să capturezi sau să colectezi specii protejate ori să le distrugi habitatele ca să le observi sau să le fotografiezi, dacă nu ai autorizația cerută de lege;',
        'să publici în altă parte locurile exacte ale speciilor sensibile pe care site-ul le arată doar ca celulă de grilă de 10 km;',
        'să încarci observații sau fișiere media despre care știi că sunt false ori fotografiile altora ca fiind ale tale;',
        'să încerci să pătrunzi în conturile altora, să supraîncarci site-ul sau să îi ocolești limitele.',
      ],
    },
    {
      heading: '6. Moderare',
      paragraphs: [
        'Oricine poate raporta o postare, un comentariu, un mesaj, un fișier media sau un profil care încalcă aceste condiții. Moderatorii analizează raportările și, la încălcări grave sau repetate, pot ascunde conținutul, îl pot avertiza pe cel în cauză sau îi pot suspenda contul temporar ori definitiv. Despre acceptarea observațiilor decid verificatorii; o respingere poate fi contestată. Dacă crezi că o decizie de moderare a fost greșită, scrie-i operatorului prin pagina Contact.',
      ],
    },
    {
      heading: '7. Ștergerea conținutului și a conturilor',
      paragraphs: [
        'Îți poți șterge oricând observațiile, postările, comentariile și fișierele media. Îți poți șterge singur și contul, de pe pagina contului: atunci alegi dacă observațiile tale rămân anonim, sub licența lor, sau se șterg odată cu contul. Copiile pe care alții le-au descărcat deja în mod legal sub o licență deschisă nu pot fi retrase. Putem șterge conținutul și conturile care încalcă aceste condiții.',
      ],
    },
    {
      heading: '8. Identificări și date',
      paragraphs: [
        'Verificatorii sunt voluntari care verifică observațiile cu toată grija, dar nu garantăm că o identificare, o observație sau orice altă dată de pe site este corectă sau completă. Nu te baza doar pe site în decizii în care o greșeală ar putea provoca un prejudiciu, de exemplu la o autorizație sau la o decizie de planificare.',
      ],
    },
    {
      heading: '9. Răspundere',
      paragraphs: [
        'Administrăm site-ul cu grijă, dar nu putem promite că va fi mereu disponibil și fără erori, iar serviciul se poate schimba. În măsura permisă de lege, nu răspundem pentru prejudiciile cauzate de folosirea site-ului sau de imposibilitatea de a-l folosi și nici pentru ce publică alți utilizatori. Nimic din aceste condiții nu limitează răspunderea pe care legea nu permite să fie limitată, de exemplu pentru intenție sau culpă gravă, și nici drepturile tale de consumator.',
      ],
    },
    {
      heading: '10. Modificarea condițiilor',
      paragraphs: [
        'Putem modifica aceste condiții când se schimbă site-ul sau legea. Anunțăm modificările în aplicație înainte de intrarea lor în vigoare; dacă folosești site-ul și după aceea, se aplică noile condiții. Dacă nu le accepți, îți poți șterge contul.',
      ],
    },
    {
      heading: '11. Legea aplicabilă și contact',
      paragraphs: [
        'Aceste condiții sunt guvernate de legea statului membru al Uniunii Europene în care își are sediul operatorul, fără a aduce atingere normelor obligatorii de protecție a consumatorilor din țara ta. Întrebările despre aceste condiții se trimit operatorului prin pagina Contact.',
      ],
    },
  ],
};
