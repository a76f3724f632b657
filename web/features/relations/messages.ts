import { defineMessages } from '../../i18n/define-messages.ts';

/** The relation button's text per state (social-core §4). */
export const relationStateMessages = defineMessages({
  NO_FRIEND: { id: 'relations.state.noFriend', defaultMessage: 'Küldj barátkérőt!' },
  FRIEND: { id: 'relations.state.friend', defaultMessage: 'Barát' },
  FRIEND_REQUEST_SENT: { id: 'relations.state.friendRequestSent', defaultMessage: 'Barátkérő ment' },
  FRIEND_REQUEST_GOT: { id: 'relations.state.friendRequestGot', defaultMessage: 'Barátkérő elfogadása' },
  NO_MEMBER: { id: 'relations.state.noMember', defaultMessage: 'Csatlakozás!' },
  MEMBER: { id: 'relations.state.member', defaultMessage: 'Tag' },
  JOIN_REQUEST_SENT: { id: 'relations.state.joinRequestSent', defaultMessage: 'Csatlakozási kérelem ment' },
  JOIN_REQUEST_GOT: { id: 'relations.state.joinRequestGot', defaultMessage: 'Felkérés elfogadása' },
  BLOCKED_USER: { id: 'relations.state.blockedUser', defaultMessage: 'Letiltva' },
  BLOCKED_ENTITY: { id: 'relations.state.blockedEntity', defaultMessage: 'Letiltva' },
});

/** The menu entry of each action of the §4 table. */
export const relationActionMessages = defineMessages({
  SEND_REQUEST: { id: 'relations.action.sendRequest', defaultMessage: 'Barátkérő küldése' },
  REVOKE_REQUEST: { id: 'relations.action.revokeRequest', defaultMessage: 'Kérelem visszavonása' },
  ACCEPT_REQUEST: { id: 'relations.action.acceptRequest', defaultMessage: 'Elfogadás' },
  REJECT_REQUEST: { id: 'relations.action.rejectRequest', defaultMessage: 'Elutasítás' },
  UNFRIEND: { id: 'relations.action.unfriend', defaultMessage: 'Barátság megszüntetése' },
  JOIN: { id: 'relations.action.join', defaultMessage: 'Csatlakozás' },
  UNMEMBER: { id: 'relations.action.unmember', defaultMessage: 'Kilépés' },
  BLOCK_USER: { id: 'relations.action.blockUser', defaultMessage: 'Felhasználó letiltása' },
  UNBLOCK_USER: { id: 'relations.action.unblockUser', defaultMessage: 'Letiltás feloldása' },
  REPORT_USER: { id: 'relations.action.reportUser', defaultMessage: 'Felhasználó jelentése' },
  BLOCK_ENTITY: { id: 'relations.action.blockEntity', defaultMessage: 'Letiltás' },
  UNBLOCK_ENTITY: { id: 'relations.action.unblockEntity', defaultMessage: 'Letiltás feloldása' },
  REPORT_ENTITY: { id: 'relations.action.reportEntity', defaultMessage: 'Jelentés' },
  FOLLOW: { id: 'relations.action.follow', defaultMessage: 'Követés' },
  UNFOLLOW: { id: 'relations.action.unfollow', defaultMessage: 'Követés megszüntetése' },
});

/** The confirmations of social-core §8, keyed by their tokens. */
export const relationConfirmMessages = defineMessages({
  FRIEND_REQUEST_REVOKE_CONFIRM: { id: 'FRIEND_REQUEST_REVOKE_CONFIRM', defaultMessage: 'Biztosan visszavonod a barátkérőt?' },
  FRIEND_REQUEST_REJECT_CONFIRM: { id: 'FRIEND_REQUEST_REJECT_CONFIRM', defaultMessage: 'Biztosan elutasítod a barátkérőt?' },
  FRIEND_UNFRIEND_CONFIRM: { id: 'FRIEND_UNFRIEND_CONFIRM', defaultMessage: 'Biztosan megszünteted a barátságot?' },
  ENTITY_LEAVE_CONFIRM: { id: 'ENTITY_LEAVE_CONFIRM', defaultMessage: 'Biztosan kilépsz?' },
  JOIN_REQUEST_REVOKE_CONFIRM: { id: 'JOIN_REQUEST_REVOKE_CONFIRM', defaultMessage: 'Biztosan visszavonod a csatlakozási kérelmet?' },
  JOIN_REQUEST_REJECT_CONFIRM: { id: 'JOIN_REQUEST_REJECT_CONFIRM', defaultMessage: 'Biztosan elutasítod a csatlakozási kérelmet?' },
  ENTITY_BLOCK_CONFIRM: { id: 'ENTITY_BLOCK_CONFIRM', defaultMessage: 'Biztosan letiltod? Minden kapcsolatotok megszűnik.' },
});

export const relationsMessages = defineMessages({
  moreActions: { id: 'relations.moreActions', defaultMessage: 'További lehetőségek' },
  loginToConnect: { id: 'relations.loginToConnect', defaultMessage: 'Jelentkezz be a kapcsolódáshoz' },
  requestTitle: { id: 'relations.request.title', defaultMessage: 'Barátkérő: {name}' },
  requestMessage: { id: 'relations.request.message', defaultMessage: 'Üzenet (nem kötelező)' },
  requestSend: { id: 'relations.request.send', defaultMessage: 'Küldés' },
  reportTitle: { id: 'relations.report.title', defaultMessage: 'Jelentés: {name}' },
  reportReason: { id: 'relations.report.reason', defaultMessage: 'Mi a probléma?' },
  reportSend: { id: 'relations.report.send', defaultMessage: 'Bejelentés' },
  confirmYes: { id: 'relations.confirm.yes', defaultMessage: 'Igen' },
  noResult: { id: 'relations.list.noResult', defaultMessage: 'Itt még nincs senki.' },
  loadFailed: { id: 'relations.list.loadFailed', defaultMessage: 'Hiba (inf): {status}', description: 'the next page of a list failed to load' },
  listUnavailable: { id: 'relations.list.unavailable', defaultMessage: 'Ez a lista nem érhető el.' },
  accept: { id: 'relations.list.accept', defaultMessage: 'Elfogadás' },
  reject: { id: 'relations.list.reject', defaultMessage: 'Elutasítás' },
});

/** Titles of the relation lists, by relation letter, and of the LIKEDBY popup. */
export const relationListTitles = defineMessages({
  m: { id: 'relations.list.m', defaultMessage: 'Tagok' },
  b: { id: 'relations.list.b', defaultMessage: 'Barátok' },
  j: { id: 'relations.list.j', defaultMessage: 'Csatlakozási kérelmek' },
  A: { id: 'relations.list.A', defaultMessage: 'Adminisztrátorok' },
  C: { id: 'relations.list.C', defaultMessage: 'Tulajdonosok' },
  E: { id: 'relations.list.E', defaultMessage: 'Szerkesztők' },
  M: { id: 'relations.list.M', defaultMessage: 'Moderátorok' },
  R: { id: 'relations.list.R', defaultMessage: 'Hirdetők' },
  LIKEDBY: { id: 'LIKEDBY', defaultMessage: 'Kedvelők' },
  other: { id: 'relations.list.other', defaultMessage: 'Kapcsolatok' },
});
