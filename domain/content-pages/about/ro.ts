import type { ContentDocument } from '../document.ts';

/** The about page in Romanian. */
export const about: ContentDocument = {
  title: 'Despre Lepke',
  intro:
    'Lepke este o platformă de știință cetățenească pentru înregistrarea observațiilor de fluturi și molii din Europa. Oricine urmărește fluturi și molii, în grădină, în drumeție sau la capcana luminoasă, poate înregistra ce a văzut, unde și când, contribuind astfel la ce știm despre răspândirea acestor insecte și despre schimbările populațiilor lor.',
  sections: [
    {
      heading: 'La ce folosește Lepke',
      paragraphs: [
        'Fiecare observație înseamnă o specie, într-un loc, la o dată: cine a văzut-o, câte exemplare, în ce stadiu de dezvoltare, ideal cu o fotografie. Adunate de-a lungul anilor de la mulți observatori, aceste date arată unde trăiesc speciile, când zboară și care dintre ele sunt în declin, și ajută la protejarea lor. Lepke face înregistrarea simplă atât pe teren, cât și acasă, și păstrează datele într-o formă utilă cercetării.',
      ],
    },
    {
      heading: 'Cine participă',
      paragraphs: ['Lepke este o comunitate de oameni care adună date împreună:'],
      items: [
        'Observatorii își înregistrează observațiile, încarcă fotografii, comentează și împărtășesc ce au găsit.',
        'Verificatorii, lepidopterologi cu experiență, verifică observațiile și le acceptă sau le resping, ca datele să fie de încredere.',
        'Grupurile reunesc oameni: o asociație locală de protecția naturii, o clasă de elevi sau prieteni care ies împreună pe teren.',
        'Proiectele adună observații pentru un scop comun, de exemplu inventarierea unei regiuni, a unei arii protejate sau a unui grup de specii.',
      ],
    },
    {
      heading: 'Specii, hărți și grafice',
      paragraphs: [
        'Catalogul de specii se bazează pe lista europeană a fluturilor de zi, cu categoriile lor de pe listele roșii europene și naționale, și cuprinde și moliile mari (macrolepidoptere). Speciile apar cu numele științific și, acolo unde există, cu numele popular în limbile site-ului.',
        'Observațiile sunt afișate pe hărți, pe grilele EEA de 10 km și de 1 km ale Agenției Europene de Mediu, cu celule de 100 km pentru o privire de ansamblu, precum și în grafice care arată în ce perioadă a anului și în ce ani a fost văzută fiecare specie.',
      ],
    },
    {
      heading: 'Date deschise',
      paragraphs: [
        'Observațiile și fotografiile aparțin celor care le-au făcut. Fiecare observator alege licența observațiilor și a fișierelor sale media (CC0, CC BY 4.0 sau CC BY-NC 4.0), iar sub această licență datele sunt deschise: oricine le poate descărca ca arhivă Darwin Core, formatul bazelor de date de biodiversitate precum GBIF, ca tabel CSV sau ca fișier KML pentru programe de hărți. Locurile exacte ale speciilor sensibile nu sunt publicate niciodată: ceilalți văd doar celula de grilă de 10 km.',
      ],
    },
    {
      heading: 'Cine administrează acest site',
      paragraphs: [
        'Fiecare site Lepke este administrat de un operator: o asociație, o instituție sau o persoană care îl găzduiește, îi numește administratorii și verificatorii și răspunde de datele lui. Numele și adresa operatorului se află pe pagina Contact. Politica de confidențialitate arată ce se întâmplă cu datele tale personale, iar condițiile de utilizare arată ce pot aștepta operatorul și utilizatorii unii de la alții.',
      ],
    },
    {
      heading: 'Cod deschis',
      paragraphs: [
        'Lepke este un software cu sursă deschisă. Codul lui este public: oricine îl poate citi, poate porni o instalare proprie pentru țara sau asociația sa ori poate ajuta la îmbunătățirea lui. Ideile și semnalările de erori venite de la observatori sunt la fel de binevenite ca și codul.',
      ],
    },
  ],
};
