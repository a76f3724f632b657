import type { Language } from '@domain/languages.ts';

/**
 * The mails of an e-mail change, in the four languages: the confirmation link to the new address,
 * the notice to an address that already has an account, and the notice to the old address once the
 * change is done. Typed per language, so a missing text fails the type check.
 */
export interface EmailChangeTexts {
  confirmSubject: string;
  confirmBody: (name: string, email: string) => string;
  confirmButton: string;
  confirmFooter: string;
  inUseSubject: string;
  inUseBody: string;
  changedSubject: string;
  changedBody: (name: string, email: string) => string;
  changedFooter: string;
}

export const EMAIL_CHANGE_TEXTS: Readonly<Record<Language, EmailChangeTexts>> = {
  hu: {
    confirmSubject: 'Erősítsd meg az új e-mail-címedet',
    confirmBody: (name, email) =>
      `Kedves ${name}!\n\nAzt kérted, hogy a Lepke-fiókod e-mail-címe ez legyen: ${email}. A gombbal erősítheted meg; a link 24 óráig érvényes.`,
    confirmButton: 'Megerősítés',
    confirmFooter: 'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: a címed nem változik.',
    inUseSubject: 'Ehhez a címhez már tartozik Lepke-fiók',
    inUseBody:
      'Valaki ezt a címet adta meg egy Lepke-fiók új e-mail-címeként, de ehhez a címhez már tartozik egy fiók, ezért nem változott semmi. Ha te voltál, ezzel a címmel jelentkezz be. Ha nem, hagyd figyelmen kívül ezt a levelet.',
    changedSubject: 'Megváltozott a Lepke-fiókod e-mail-címe',
    changedBody: (name, email) =>
      `Kedves ${name}!\n\nA Lepke-fiókod e-mail-címe mostantól: ${email}. Ha nem te változtattad meg, azonnal írj nekünk, és változtasd meg a jelszavadat.`,
    changedFooter: 'Ezt a levelet a fiókod korábbi címére küldtük.',
  },
  en: {
    confirmSubject: 'Confirm your new e-mail address',
    confirmBody: (name, email) =>
      `Dear ${name},\n\nYou asked for your Lepke account's e-mail address to be ${email}. Confirm it with the button; the link works for 24 hours.`,
    confirmButton: 'Confirm',
    confirmFooter: 'If you did not ask for this, ignore this mail: your address stays as it is.',
    inUseSubject: 'This address already has a Lepke account',
    inUseBody:
      'Someone gave this address as the new e-mail address of a Lepke account, but this address already belongs to an account, so nothing was changed. If it was you, sign in with this address. If not, ignore this mail.',
    changedSubject: "Your Lepke account's e-mail address was changed",
    changedBody: (name, email) =>
      `Dear ${name},\n\nYour Lepke account's e-mail address is now ${email}. If it was not you who changed it, write to us at once and change your password.`,
    changedFooter: "This mail was sent to your account's previous address.",
  },
  ro: {
    confirmSubject: 'Confirmă noua ta adresă de e-mail',
    confirmBody: (name, email) =>
      `Dragă ${name},\n\nAi cerut ca adresa de e-mail a contului tău Lepke să fie ${email}. Confirm-o cu butonul; linkul este valabil 24 de ore.`,
    confirmButton: 'Confirmă',
    confirmFooter: 'Dacă nu tu ai cerut aceasta, ignoră acest mesaj: adresa ta rămâne neschimbată.',
    inUseSubject: 'Această adresă are deja un cont Lepke',
    inUseBody:
      'Cineva a dat această adresă ca noua adresă de e-mail a unui cont Lepke, dar adresa aparține deja unui cont, așa că nu s-a schimbat nimic. Dacă ai fost tu, autentifică-te cu această adresă. Dacă nu, ignoră acest mesaj.',
    changedSubject: 'Adresa de e-mail a contului tău Lepke a fost schimbată',
    changedBody: (name, email) =>
      `Dragă ${name},\n\nAdresa de e-mail a contului tău Lepke este acum ${email}. Dacă nu tu ai schimbat-o, scrie-ne imediat și schimbă-ți parola.`,
    changedFooter: 'Acest mesaj a fost trimis la adresa anterioară a contului tău.',
  },
  tr: {
    confirmSubject: 'Yeni e-posta adresini onayla',
    confirmBody: (name, email) => `Sevgili ${name},\n\nLepke hesabının e-posta adresinin ${email} olmasını istedin. Düğmeyle onayla; bağlantı 24 saat geçerlidir.`,
    confirmButton: 'Onayla',
    confirmFooter: 'Bunu sen istemediysen bu e-postayı dikkate alma: adresin değişmez.',
    inUseSubject: 'Bu adresin zaten bir Lepke hesabı var',
    inUseBody:
      'Biri bu adresi bir Lepke hesabının yeni e-posta adresi olarak verdi, ancak bu adres zaten bir hesaba ait olduğundan hiçbir şey değişmedi. Sen idiysen bu adresle giriş yap. Değilse bu e-postayı dikkate alma.',
    changedSubject: 'Lepke hesabının e-posta adresi değiştirildi',
    changedBody: (name, email) => `Sevgili ${name},\n\nLepke hesabının e-posta adresi artık ${email}. Değiştiren sen değilsen hemen bize yaz ve parolanı değiştir.`,
    changedFooter: 'Bu e-posta hesabının önceki adresine gönderildi.',
  },
};
