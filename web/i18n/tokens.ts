import type { IntlShape } from 'react-intl';
import { defineMessages } from './define-messages.ts';

/**
 * The spec's tokens (errors, successes, confirmations), keyed by the token itself so a server's
 * `code` or `error_code` translates directly. Hungarian is the source language.
 */
export const tokenMessages = defineMessages({
  OPERATION_NOT_SUCCEEDED: { id: 'OPERATION_NOT_SUCCEEDED', defaultMessage: 'A művelet nem sikerült' },
  OPERATION_SUCCEEDED: { id: 'OPERATION_SUCCEEDED', defaultMessage: 'A művelet sikerült' },
  OPERATION_FAILED: { id: 'OPERATION_FAILED', defaultMessage: 'Sikertelen művelet' },
  ITEM_LIKED: { id: 'ITEM_LIKED', defaultMessage: 'Kedvelted' },
  ITEM_UNLIKED: { id: 'ITEM_UNLIKED', defaultMessage: 'Visszavontad a kedvelést' },
  VALIDATION_ERROR: { id: 'VALIDATION_ERROR', defaultMessage: 'Érvénytelen adat(ok)' },
  FIELD_REQUIRED: { id: 'FIELD_REQUIRED', defaultMessage: 'A mező kitöltése kötelező' },
  DATA_TOO_SHORT: { id: 'DATA_TOO_SHORT', defaultMessage: 'Túl rövid' },
  DATA_TOO_LONG: { id: 'DATA_TOO_LONG', defaultMessage: 'Túl hosszú' },
  FORMAT_ERROR: { id: 'FORMAT_ERROR', defaultMessage: 'Hibás formátum' },
  DATE_FORMAT_ERROR: { id: 'DATE_FORMAT_ERROR', defaultMessage: 'Nem értelmezhető dátum' },
  SAVED: { id: 'SAVED', defaultMessage: 'Mentve' },
  INVALID_EMAIL: { id: 'INVALID_EMAIL', defaultMessage: 'Érvénytelen email cím!' },
  PW_RETYPE_FAILED: { id: 'PW_RETYPE_FAILED', defaultMessage: 'A jelszó ellenőrzése sikertelen!' },
  PRIVACY_NOT_ACCEPTED: { id: 'PRIVACY_NOT_ACCEPTED', defaultMessage: 'Az adatvédelmi szabályzat elfogadása kötelező' },
  FORM_ERROR_TITLE: { id: 'FORM_ERROR_TITLE', defaultMessage: 'Hibás adatok' },
  LOGIN_FAILED: { id: 'LOGIN_FAILED', defaultMessage: 'Sikertelen bejelentkezés' },
  REGISTRATION_FAILED: { id: 'REGISTRATION_FAILED', defaultMessage: 'Sikertelen regisztráció' },
  EXISTING_USER: { id: 'EXISTING_USER', defaultMessage: 'A felhasználó már létezik!' },
  TOO_MANY_REQUESTS: { id: 'TOO_MANY_REQUESTS', defaultMessage: 'Túl sok próbálkozás. Próbáld újra {minutes} perc múlva!' },
  UNAUTHORIZED: { id: 'UNAUTHORIZED', defaultMessage: 'Jogosulatlan hozzáférés' },
  FORBIDDEN: { id: 'FORBIDDEN', defaultMessage: 'Hozzáférés megtagadva' },
  FORBIDDEN_EXPLANATION: { id: 'FORBIDDEN_EXPLANATION', defaultMessage: 'Nincs jogosultságod a művelethez.' },
  NOT_FOUND: { id: 'NOT_FOUND', defaultMessage: 'Nem található' },
  DATA_NOT_FOUND: { id: 'DATA_NOT_FOUND', defaultMessage: 'Az adat nem található' },
  NO_NETWORK: { id: 'NO_NETWORK', defaultMessage: 'Nincs hálózati kapcsolat!' },
  NO_NETWORK_EXPLANATION: { id: 'NO_NETWORK_EXPLANATION', defaultMessage: 'Ellenőrizd a kapcsolatot, és próbáld újra.' },
  SERVER_ERROR: { id: 'SERVER_ERROR', defaultMessage: 'Szerver oldali hiba' },
  INTERNAL_SERVER_ERROR: { id: 'INTERNAL_SERVER_ERROR', defaultMessage: 'Szerver oldali hiba' },
  LANGUAGE_MISCONFIGURED: { id: 'LANGUAGE_MISCONFIGURED', defaultMessage: 'Hibás nyelvi beállítás' },
  ERROR: { id: 'ERROR', defaultMessage: 'Hiba' },
  FRIEND_REQUEST_SENT: { id: 'FRIEND_REQUEST_SENT', defaultMessage: 'Barátkérő elküldve' },
  FRIEND_REQUEST_REVOKED: { id: 'FRIEND_REQUEST_REVOKED', defaultMessage: 'Barátkérő visszavonva' },
  FRIEND_REQUEST_ACCEPTED: { id: 'FRIEND_REQUEST_ACCEPTED', defaultMessage: 'Barátkérő elfogadva' },
  FRIEND_REQUEST_REJECTED: { id: 'FRIEND_REQUEST_REJECTED', defaultMessage: 'Barátkérő elutasítva' },
  FRIEND_REQUEST_GOT: { id: 'FRIEND_REQUEST_GOT', defaultMessage: 'Barátkérőt kaptál' },
  OBSERVATION_PENDING_REVIEW: { id: 'OBSERVATION_PENDING_REVIEW', defaultMessage: 'Egy megfigyelés ellenőrzésre vár' },
  SPECIES_HAS_RECORDS: { id: 'SPECIES_HAS_RECORDS', defaultMessage: 'A fajnak vannak megfigyelései, ezért nem törölhető: vond össze egy másik fajjal.' },
  OBSERVATION_ACCEPTED: { id: 'OBSERVATION_ACCEPTED', defaultMessage: 'Megfigyelésedet elfogadták' },
  OBSERVATION_REJECTED: { id: 'OBSERVATION_REJECTED', defaultMessage: 'Megfigyelésedet elutasították' },
  OBSERVATION_REVOKED: { id: 'OBSERVATION_REVOKED', defaultMessage: 'Megfigyelésed elfogadását visszavonták' },
  REVIEW_COMMENT: { id: 'REVIEW_COMMENT', defaultMessage: 'Hozzászólás érkezett egy megfigyelésed ellenőrzéséhez' },
  FRIEND_UNFRIENDED: { id: 'FRIEND_UNFRIENDED', defaultMessage: 'Barátság megszüntetve' },
  FRIEND_REQUEST_NON_EXIST: { id: 'FRIEND_REQUEST_NON_EXIST', defaultMessage: 'A barátkérő már nem létezik.' },
  ENTITY_X_JOINED: { id: 'ENTITY_X_JOINED', defaultMessage: 'Csatlakoztál: {name}' },
  ENTITY_X_LEFT: { id: 'ENTITY_X_LEFT', defaultMessage: 'Kiléptél: {name}' },
  ENTITY_JOINED: { id: 'ENTITY_JOINED', defaultMessage: 'Csatlakoztál' },
  ENTITY_ALREADY_JOINED: { id: 'ENTITY_ALREADY_JOINED', defaultMessage: 'Már csatlakoztál.' },
  JOIN_REQUEST_SENT: { id: 'JOIN_REQUEST_SENT', defaultMessage: 'Csatlakozási kérelem elküldve' },
  JOIN_REQUEST_GOT: { id: 'JOIN_REQUEST_GOT', defaultMessage: 'Csatlakozási kérelmet kaptál' },
  JOIN_REQUEST_REVOKED: { id: 'JOIN_REQUEST_REVOKED', defaultMessage: 'Csatlakozási kérelem visszavonva' },
  JOIN_REQUEST_ACCEPTED: { id: 'JOIN_REQUEST_ACCEPTED', defaultMessage: 'Csatlakozási kérelem elfogadva' },
  JOIN_REQUEST_REJECTED: { id: 'JOIN_REQUEST_REJECTED', defaultMessage: 'Csatlakozási kérelem elutasítva' },
  JOIN_REQUEST_NON_EXIST: { id: 'JOIN_REQUEST_NON_EXIST', defaultMessage: 'A csatlakozási kérelem már nem létezik.' },
  ENTITY_BLOCKED: { id: 'ENTITY_BLOCKED', defaultMessage: 'Letiltva' },
  ENTITY_UNBLOCKED: { id: 'ENTITY_UNBLOCKED', defaultMessage: 'Letiltás feloldva' },
  ENTITY_FOLLOWED: { id: 'ENTITY_FOLLOWED', defaultMessage: 'Követed: {name}' },
  ENTITY_UNFOLLOWED: { id: 'ENTITY_UNFOLLOWED', defaultMessage: 'Már nem követed: {name}' },
  ENTITY_REPORTED: { id: 'ENTITY_REPORTED', defaultMessage: 'Bejelentés elküldve' },
  BLOCKED: { id: 'BLOCKED', defaultMessage: 'Egyikőtök letiltotta a másikat.' },
  SELF_RELATION: { id: 'SELF_RELATION', defaultMessage: 'Ezt saját magaddal nem teheted meg.' },
  RELATION_ACTION_NOT_ALLOWED: { id: 'RELATION_ACTION_NOT_ALLOWED', defaultMessage: 'Ez a művelet most nem lehetséges.' },
  EDIT_COMMENT: { id: 'EDIT_COMMENT', defaultMessage: 'Hozzászólás szerkesztése' },
  DELETE_COMMENT: { id: 'DELETE_COMMENT', defaultMessage: 'Hozzászólás törlése' },
  REPORT_COMMENT: { id: 'REPORT_COMMENT', defaultMessage: 'Hozzászólás jelentése' },
  CONFIRM_DELETE_ITEM: { id: 'CONFIRM_DELETE_ITEM', defaultMessage: 'Biztosan törlöd?' },
  CONFIRM_REMOVE_ITEM: { id: 'CONFIRM_REMOVE_ITEM', defaultMessage: 'Biztosan eltávolítod ezt az elemet?' },
  VALUE_SET: { id: 'VALUE_SET', defaultMessage: 'Beállítva' },
  DATA_CHANGED_CANCEL_CONFIRM: { id: 'DATA_CHANGED_CANCEL_CONFIRM', defaultMessage: 'Az adatok megváltoztak. Biztosan kilépsz mentés nélkül?' },
  COORD_BAD_FORMAT: { id: 'COORD_BAD_FORMAT', defaultMessage: 'Hibás koordináta' },
  LAST_ADMIN_CANNOT_BE_REMOVED: { id: 'LAST_ADMIN_CANNOT_BE_REMOVED', defaultMessage: 'Az utolsó tulajdonos (A) nem távolítható el.' },
  NOT_A_MEMBER: { id: 'NOT_A_MEMBER', defaultMessage: 'Csak tagnak adható jog.' },
  INVALID_RELATION_LETTERS: { id: 'INVALID_RELATION_LETTERS', defaultMessage: 'Érvénytelen kapcsolatbetűk' },
  INVALID_COUNTRY: { id: 'INVALID_COUNTRY', defaultMessage: 'Ismeretlen ország' },
  INVALID_ENTITY_TYPE: { id: 'INVALID_ENTITY_TYPE', defaultMessage: 'Ilyen típusú entitás nem hozható létre' },
  INVALID_URL: { id: 'INVALID_URL', defaultMessage: 'Érvénytelen webcím' },
  VALUE_MIN: { id: 'VALUE_MIN', defaultMessage: 'Túl kicsi érték' },
  VALUE_MAX: { id: 'VALUE_MAX', defaultMessage: 'Túl nagy érték' },
  NOT_A_NUMBER: { id: 'NOT_A_NUMBER', defaultMessage: 'Nem szám' },
  BAD_REQUEST: { id: 'BAD_REQUEST', defaultMessage: 'A kérés nem értelmezhető' },
  BAD_ID: { id: 'BAD_ID', defaultMessage: 'Érvénytelen azonosító' },
  BAD_CHARACTER: { id: 'BAD_CHARACTER', defaultMessage: 'A kérés nem engedélyezett karaktert tartalmaz' },
  PAYLOAD_TOO_LARGE: { id: 'PAYLOAD_TOO_LARGE', defaultMessage: 'A kérés túl nagy' },
  UNSUPPORTED_MEDIA_TYPE: { id: 'UNSUPPORTED_MEDIA_TYPE', defaultMessage: 'Nem támogatott adattípus' },
  QUERY_TOO_COMPLEX: { id: 'QUERY_TOO_COMPLEX', defaultMessage: 'A lekérdezés túl összetett' },
  QUERY_TOO_COSTLY: { id: 'QUERY_TOO_COSTLY', defaultMessage: 'A lekérdezés túl sok adatot kér' },
  RESPONSE_TOO_LARGE: { id: 'RESPONSE_TOO_LARGE', defaultMessage: 'A válasz túl nagy lenne; kérj kevesebb elemet' },
  STATUS_UNKNOWN: { id: 'STATUS_UNKNOWN', defaultMessage: 'Ismeretlen hiba ({status})' },
});

export type Token = keyof typeof tokenMessages;

export function isToken(code: string): code is Token {
  return Object.hasOwn(tokenMessages, code);
}

/** The text for a server's error code; unknown codes show as STATUS_{status} (social-core §8). */
export function formatToken(intl: IntlShape, code: string, values?: Record<string, string | number>): string {
  if (isToken(code)) return intl.formatMessage(tokenMessages[code], values);
  return intl.formatMessage(tokenMessages.STATUS_UNKNOWN, { status: code });
}
