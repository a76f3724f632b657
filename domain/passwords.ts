/** Passwords: the rules the sign-up, restore and change forms share with the server. */

/** The shortest password the forms and the server accept. */
export const PASSWORD_MIN_LENGTH = 8;

/** The web page a password-restore link opens (recording §2), with `?token=`. */
export const PASSWORD_RESTORE_PATH = '/password/restore';
