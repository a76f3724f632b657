import type { ContentDocument } from '../document.ts';

export const policy: ContentDocument = {
  title: 'Politica de confidențialitate',
  effective: 'În vigoare de la 25 noiembrie 2026',
  intro:
    'Lepke este o platformă de știință cetățenească pentru înregistrarea observațiilor de fluturi și molii. Această politică explică ce date personale prelucrăm când o folosești, de ce, cine ce poate vedea, cât timp le păstrăm și ce drepturi ai conform Regulamentului general privind protecția datelor al UE (GDPR).',
  sections: [
    {
      heading: '1. Cine este responsabil',
      paragraphs: [
        'Operatorul este cel care administrează această instalare Lepke, al cărui nume și adresă poștală apar pe pagina Contact. Persoana de contact pentru protecția datelor poate fi contactată prin pagina Contact sau printr-un mesaj către administratori în aplicație.',
      ],
    },
    {
      heading: '2. Ce date colectăm',
      paragraphs: ['Colectăm doar ce este necesar funcționării platformei:'],
      items: [
        'Cont: adresa de e-mail, numele afișat, o amprentă criptografică (hash) cu sare a parolei (niciodată parola însăși), limba, setările implicite de confidențialitate și de notificare.',
        'Observații: specia, data, locul (coordonate, precizie, localitate, regiune, țară), numărul de exemplare, stadiul de dezvoltare, notițe și istoricul verificării fiecărei observații.',
        'Media: fotografiile, sunetele, videoclipurile și fișierele încărcate, cu metadatele lor (EXIF: ora, aparatul, poziția GPS și direcția).',
        'Activitate în comunitate: postări, comentarii, aprecieri, prietenii, apartenențe la grupuri, mesaje și raportări.',
        'Date tehnice: un cookie de sesiune, adresa IP și browserul fiecărei sesiuni, abonamentele web push ale dispozitivelor tale și consimțămintele date sau retrase.',
      ],
    },
    {
      heading: '3. De ce și pe ce temei legal',
      paragraphs: [
        'Îți administrăm contul și publicăm observațiile și postările tale pentru că ne-ai cerut acest lucru (executarea unui contract, art. 6 alin. (1) lit. b) GDPR). Observațiile servesc cercetării biodiversității și conservării naturii, o sarcină de interes public și un interes legitim al nostru (art. 6 alin. (1) lit. e) și f)). Măsurile de securitate, precum limitele de autentificare și jurnalele, se bazează pe interesul nostru legitim de a menține serviciul sigur. Notificările push și alte funcții opționale necesită consimțământul tău (art. 6 alin. (1) lit. a)), pe care îl poți retrage oricând în aplicație.',
      ],
    },
    {
      heading: '4. Specii sensibile și locuri exacte',
      paragraphs: [
        'Observațiile speciilor protejate, de pe listele roșii sau sensibile din alt motiv sunt generalizate pentru toți, cu excepția ta și a verificatorilor: ceilalți văd doar celula de grilă de 10 km, niciodată coordonatele exacte, localitatea sau denumirea locului. Poți cere aceeași generalizare pentru orice observație. Fotografiile și videoclipurile atașate unei observații generalizate sunt afișate altora fără fișierul original, fără câmpurile de loc și fără metadate.',
      ],
    },
    {
      heading: '5. Fotografiile și metadatele lor',
      paragraphs: [
        'Fișierele originale încărcate își păstrează datele EXIF și sunt vizibile doar ție și verificatorilor care îți verifică observațiile. Imaginile redimensionate pe care le văd ceilalți sunt stocate fără metadate. Dacă nu vrei să împărtășești poziția aparatului nici cu verificatorii, elimin-o înainte de încărcare.',
      ],
    },
    {
      heading: '6. Cine ce vede',
      paragraphs: [
        'Fiecare postare și observație are un nivel de confidențialitate ales de tine: doar eu, prieteni, membrii unui grup comun sau oricine. Verificatorii văd observațiile pe care le verifică; administratorii văd ce le trebuie pentru moderarea conținutului raportat. Observațiile acceptate pot fi partajate ca date deschise cu baze de date de cercetare și conservare, sub licența aleasă de tine, cu locuri generalizate pentru speciile sensibile. Nu vindem niciodată date personale și nu afișăm reclame. Furnizorul nostru de găzduire prelucrează date în numele nostru, pe baza unui acord de prelucrare a datelor; mesajele push trec prin serviciul push al producătorului browserului tău.',
      ],
    },
    {
      heading: '7. Cât timp păstrăm datele',
      paragraphs: [
        'Datele contului și ale profilului sunt păstrate cât timp există contul. Sesiunile expiră după cel mult 30 de zile; jurnalele serverului sunt șterse după 30 de zile. Când îți ștergi contul, profilul, postările, comentariile, aprecierile și fișierele media sunt șterse în 30 de zile; observațiile sunt și ele șterse sau, la cererea ta, păstrate fără numele tău pentru știință. Copiile de siguranță sunt suprascrise în 90 de zile.',
      ],
    },
    {
      heading: '8. Drepturile tale',
      paragraphs: ['Ai dreptul:'],
      items: [
        'să îți accesezi datele și să primești o copie a lor;',
        'să corectezi datele inexacte (majoritatea direct în aplicație);',
        'să îți exporți observațiile într-un format portabil (CSV, arhivă Darwin Core) din lista de observații;',
        'să îți ștergi datele prin ștergerea contului sau cerându-ne acest lucru;',
        'să restricționezi prelucrarea sau să te opui prelucrării bazate pe interesul nostru legitim;',
        'să îți retragi oricând consimțământul, fără a afecta prelucrarea anterioară;',
        'să depui o plângere la o autoritate de supraveghere, în România ANSPDCP (dataprotection.ro), în Ungaria NAIH (naih.hu), sau la autoritatea din țara ta.',
      ],
    },
    {
      heading: '9. Cookie-uri și stocare locală',
      paragraphs: [
        'Folosim un singur cookie strict necesar pentru sesiunea ta de autentificare, iar stocarea locală a browserului pentru limbă, ciorne și încărcări offline. Nu există cookie-uri de urmărire sau de publicitate și nici analize de la terți.',
      ],
    },
    {
      heading: '10. Copii',
      paragraphs: ['Utilizatorii sub 16 ani se pot înregistra doar cu acordul unui părinte sau tutore.'],
    },
    {
      heading: '11. Modificări și contact',
      paragraphs: [
        'Anunțăm modificările acestei politici în aplicație înainte de intrarea lor în vigoare. Întrebările și cererile privind datele tale se trimit persoanei de contact pentru protecția datelor, prin pagina Contact; răspundem în termen de o lună.',
      ],
    },
  ],
};
