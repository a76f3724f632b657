import type { ContentDocument } from '../document.ts';

/** The frequently asked questions in Romanian. */
export const faq: ContentDocument = {
  title: 'Întrebări frecvente',
  intro:
    'Răspunsuri scurte la întrebările pe care observatorii le pun cel mai des. Dacă a ta nu se află aici, scrie-le administratorilor în aplicație sau prin pagina Contact.',
  sections: [
    {
      heading: 'De ce așteaptă observația mea verificarea sau de ce cere o fotografie?',
      paragraphs: [
        'Verificările automate semnalează observațiile la care verificatorii ar trebui să se uite: o specie greu de deosebit de rudele ei, o dată în afara perioadei obișnuite de zbor, un pătrat de 10 km din care specia nu este cunoscută, o specie protejată sau amenințată. În funcție de regulile site-ului, o astfel de observație așteaptă un verificator înainte de a fi acceptată. Cea mai bună dovadă este o fotografie bună: la câteva genuri dificile este obligatorie, iar la celelalte grăbește munca verificatorului. O poți adăuga editând observația.',
      ],
    },
    {
      heading: 'Observația mea a fost respinsă. Ce pot face?',
      paragraphs: [
        'O respingere vine întotdeauna cu motivarea verificatorului. Poți răspunde în comentariile de verificare ale observației, poți adăuga o fotografie mai bună sau corecta specia, iar dacă tot nu ești de acord, poți contesta respingerea: observația revine în așteptarea verificării, iar cazul este analizat și de un moderator.',
      ],
    },
    {
      heading: 'De ce văd un pătrat de grilă în locul locului exact?',
      paragraphs: [
        'Observația este a unei specii sensibile, protejate sau amenințate, ori observatorul a ales să ascundă locul exact. Pentru protecția animalelor, toți, cu excepția observatorului și a verificatorilor, văd doar celula de grilă de 10 km, fără localitate, denumirea locului sau datele de localizare ale fotografiilor.',
      ],
    },
    {
      heading: 'Pot edita sau șterge o observație?',
      paragraphs: [
        'Da. Deschide observația din Observațiile mele și alege Editare sau Ștergere. Editarea nu schimbă starea verificării: aceasta se schimbă doar printr-un verificator sau printr-o contestație. O observație ștearsă dispare de pe site, dar copiile pe care alții le-au descărcat deja sub licența ei deschisă rămân.',
      ],
    },
    {
      heading: 'Cine îmi poate vedea observațiile?',
      paragraphs: [
        'Cei pe care îi permite nivelul de confidențialitate al observației: doar tu, prietenii tăi, membrii unui grup comun sau oricine. Nivelul implicit se află în Setări și îl poți schimba pentru fiecare observație. Verificatorii văd observațiile pe care le verifică, împreună cu locul lor exact.',
      ],
    },
    {
      heading: 'Cum îmi descarc datele?',
      paragraphs: [
        'Pe pagina contului, Descarcă datele mele îți oferă un singur fișier zip cu observațiile tale (ca CSV și ca arhivă Darwin Core, cu locurile exacte), postările, comentariile, mesajele, profilul și originalele fișierelor încărcate. Ca să descarci doar o parte din observații, filtrează lista de observații și folosește Exportă.',
      ],
    },
    {
      heading: 'Mi-am uitat parola. Ce fac?',
      paragraphs: [
        'Pe ecranul de autentificare alege Ai uitat parola? și introdu adresa de e-mail a contului. Îți trimitem un link cu care setezi o parolă nouă; este valabil o oră și poate fi folosit o singură dată. Dacă nu primești e-mailul, verifică dosarul de spam sau cere un link nou peste câteva minute. Dacă te autentifici cu contul unui alt serviciu, folosește acel serviciu.',
      ],
    },
    {
      heading: 'Cum schimb limba?',
      paragraphs: [
        'Alege limba din antetul paginii: maghiară, engleză, română sau turcă. Site-ul îți reține alegerea pe dispozitivul respectiv, iar e-mailurile pe care ți le trimitem sosesc în limba contului tău.',
      ],
    },
    {
      heading: 'Ce licență să aleg?',
      paragraphs: [
        'CC BY 4.0, licența implicită, permite oricui să îți folosească observațiile și fotografiile dacă te menționează: li se potrivește celor mai mulți oameni și celor mai multe baze de date de cercetare. Cu CC0 le dăruiești domeniului public fără nicio condiție, ceea ce face refolosirea cea mai ușoară. CC BY-NC 4.0 interzice în plus folosirea comercială, însă unele baze de date și proiecte nu pot prelua astfel de date. Licența implicită se setează în Setări și poți alege altfel pentru fiecare observație și fotografie.',
      ],
    },
    {
      heading: 'Pot înregistra molii prinse la capcana luminoasă?',
      paragraphs: [
        'Da, iar aceste date sunt foarte valoroase. Fă câte o observație pentru fiecare specie, cu numărul de exemplare, de obicei ca adulți, și scrie în notițe tipul capcanei sau al lămpii și orele de funcționare. Folosește un loc salvat, ca observațiile din fiecare noapte să aibă același punct. Fotografiază speciile dificile: multe molii pot fi confirmate doar pe baza unei fotografii.',
      ],
    },
    {
      heading: 'Cum mă alătur unui grup?',
      paragraphs: [
        'Caută grupul la Comunitate și deschide-i pagina. Dacă grupul este deschis, intri imediat; dacă este închis, cererea ta ajunge la administratorii grupului și primești o notificare când o acceptă. Poți părăsi grupul oricând, de pe aceeași pagină.',
      ],
    },
    {
      heading: 'Cum opresc e-mailurile?',
      paragraphs: [
        'În Setări, la Notificări, alegi pentru fiecare tip de notificare dacă apare în aplicație, dacă vine ca notificare push și dacă vine prin e-mail: deloc, imediat sau adunată într-un rezumat zilnic ori săptămânal. Fiecare e-mail conține și un link care oprește cu un singur clic e-mailurile de acel tip.',
      ],
    },
    {
      heading: 'Cum devin verificator?',
      paragraphs: [
        'Verificatorii sunt observatori cu experiență, numiți de administratorii site-ului. Dacă cunoști bine fluturii sau moliile unei regiuni ori ale unui grup, scrie-le administratorilor prin pagina Contact: spune-le ce poți identifica sigur și dă ca exemple câteva dintre observațiile tale.',
      ],
    },
  ],
};
