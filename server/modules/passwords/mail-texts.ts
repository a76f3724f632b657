import type { Language } from '@domain/languages.ts';

/**
 * The mails of the password screens, in the four languages: the restore link, the answer to an
 * account that has no password to restore (PASSWORD_CANNOT_BE_RESTORED, told in the mail and never
 * on screen, so the screen cannot tell accounts apart), and the notice after a password change.
 * Typed per language, so a missing text fails the type check.
 */
export interface PasswordMailTexts {
  restoreSubject: string;
  restoreBody: (name: string) => string;
  restoreButton: string;
  restoreFooter: string;
  /** PASSWORD_CANNOT_BE_RESTORED */
  socialOnlySubject: string;
  socialOnlyBody: (name: string, providers: string) => string;
  changedSubject: string;
  changedBody: (name: string) => string;
  changedFooter: string;
}

export const PASSWORD_MAIL_TEXTS: Readonly<Record<Language, PasswordMailTexts>> = {
  hu: {
    restoreSubject: 'Új jelszó a Lepke-fiókodhoz',
    restoreBody: (name) =>
      `Kedves ${name}!\n\nÚj jelszót kértél a Lepke-fiókodhoz. A gombbal állíthatod be; a link egy óráig érvényes, és csak egyszer használható. Az új jelszó beállítása után minden eszközön újra be kell jelentkezned.`,
    restoreButton: 'Új jelszó beállítása',
    restoreFooter: 'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: a jelszavad nem változik.',
    socialOnlySubject: 'A jelszavad nem állítható vissza',
    socialOnlyBody: (name, providers) =>
      `Kedves ${name}!\n\nÚj jelszót kértél, de a Lepke-fiókodnak nincs jelszava: ezzel lépsz be: ${providers}. Jelentkezz be azzal, és ha szeretnél, a Fiók és biztonság oldalon jelszót is beállíthatsz.`,
    changedSubject: 'Megváltozott a Lepke-jelszavad',
    changedBody: (name) =>
      `Kedves ${name}!\n\nA Lepke-fiókod jelszava megváltozott, és a többi eszközödön kiléptettünk. Ha nem te változtattad meg, azonnal kérj új jelszót a belépési oldalon, és írj nekünk.`,
    changedFooter: 'Ezt a levelet minden jelszóváltozáskor elküldjük.',
  },
  en: {
    restoreSubject: 'A new password for your Lepke account',
    restoreBody: (name) =>
      `Dear ${name},\n\nYou asked for a new password for your Lepke account. Set it with the button; the link works for one hour and only once. Once the new password is set you will have to sign in again on every device.`,
    restoreButton: 'Set a new password',
    restoreFooter: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    socialOnlySubject: 'Your password cannot be restored',
    socialOnlyBody: (name, providers) =>
      `Dear ${name},\n\nYou asked for a new password, but your Lepke account has none: you sign in with ${providers}. Sign in that way; you can then set a password on the Account and security page if you wish.`,
    changedSubject: 'Your Lepke password was changed',
    changedBody: (name) =>
      `Dear ${name},\n\nThe password of your Lepke account was changed, and your other devices were signed out. If it was not you, ask for a new password on the sign-in screen at once and write to us.`,
    changedFooter: 'We send this mail whenever the password changes.',
  },
  ro: {
    restoreSubject: 'O parolă nouă pentru contul tău Lepke',
    restoreBody: (name) =>
      `Dragă ${name},\n\nAi cerut o parolă nouă pentru contul tău Lepke. Seteaz-o cu butonul; linkul este valabil o oră și o singură dată. După ce setezi parola nouă va trebui să te autentifici din nou pe fiecare dispozitiv.`,
    restoreButton: 'Setează o parolă nouă',
    restoreFooter: 'Dacă nu tu ai cerut aceasta, ignoră acest mesaj: parola ta rămâne neschimbată.',
    socialOnlySubject: 'Parola ta nu poate fi restabilită',
    socialOnlyBody: (name, providers) =>
      `Dragă ${name},\n\nAi cerut o parolă nouă, dar contul tău Lepke nu are parolă: te autentifici cu ${providers}. Autentifică-te așa; apoi, dacă dorești, poți seta o parolă pe pagina Cont și securitate.`,
    changedSubject: 'Parola ta Lepke a fost schimbată',
    changedBody: (name) =>
      `Dragă ${name},\n\nParola contului tău Lepke a fost schimbată, iar celelalte dispozitive au fost deconectate. Dacă nu ai fost tu, cere imediat o parolă nouă pe ecranul de autentificare și scrie-ne.`,
    changedFooter: 'Trimitem acest mesaj la fiecare schimbare a parolei.',
  },
  tr: {
    restoreSubject: 'Lepke hesabın için yeni parola',
    restoreBody: (name) =>
      `Sevgili ${name},\n\nLepke hesabın için yeni bir parola istedin. Düğmeyle belirle; bağlantı bir saat ve yalnızca bir kez geçerlidir. Yeni parolayı belirledikten sonra her cihazda yeniden giriş yapman gerekecek.`,
    restoreButton: 'Yeni parola belirle',
    restoreFooter: 'Bunu sen istemediysen bu e-postayı dikkate alma: parolan değişmez.',
    socialOnlySubject: 'Parolan geri yüklenemiyor',
    socialOnlyBody: (name, providers) =>
      `Sevgili ${name},\n\nYeni bir parola istedin, ancak Lepke hesabının parolası yok: ${providers} ile giriş yapıyorsun. Bu şekilde giriş yap; istersen ardından Hesap ve güvenlik sayfasında bir parola belirleyebilirsin.`,
    changedSubject: 'Lepke parolan değiştirildi',
    changedBody: (name) =>
      `Sevgili ${name},\n\nLepke hesabının parolası değiştirildi ve diğer cihazlarında oturum kapatıldı. Bu sen değilsen hemen giriş ekranından yeni parola iste ve bize yaz.`,
    changedFooter: 'Bu e-postayı parola her değiştiğinde göndeririz.',
  },
};
