/** Entity type codes (recording §3). A person is an entity of type 0. */
export const COMMUNITY_ENTITY = -1;
export const PERSON_ENTITY = 0;
export const GROUP_ENTITY = 2;
export const PROJECT_ENTITY = 6;

/** Relation letters (social-core §3). */
export const RelationCode = {
  CLIENT: 'c',
  FRIEND: 'b',
  MEMBER: 'm',
  JOIN_REQUEST_SENT: 'j',
  FRIEND_REQUEST_SENT: 's',
  FRIEND_REQUEST_GOT: 'g',
  /** ours: the holder follows the entity (social-core §4 FOLLOWED); independent of the letters above */
  FOLLOW: 'f',
} as const;

/** Admin relation letters: A owner/administrator, C, E co-admins, M moderator, R advertiser. */
export const ADMIN_CODES = ['A', 'C', 'E', 'M', 'R'] as const;
export type AdminCode = (typeof ADMIN_CODES)[number];

/** The letters that make a person one of an entity's people: a member or any admin. */
export const MEMBERSHIP_CODES: string[] = [RelationCode.MEMBER, ...ADMIN_CODES];
