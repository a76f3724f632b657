import { ROLES, type RoleName } from './roles.ts';

/** The message boxes of recording §3, by their stored numbers. */
export const MessageBox = {
  DRAFT: 0,
  OUTBOX: 1,
  INBOX: 2,
  TRASH: 3,
} as const;
export type MessageBox = (typeof MessageBox)[keyof typeof MessageBox];

/**
 * Who receives a message: a person; the administrators (A, C, E) of a group or project, the
 * default when writing to one; or all its members, an announcement only its A and C admins send.
 * A site admin's broadcast (`/admin/message/`) goes to EVERYONE, to the people of one ROLE, or to
 * the MEMBERS of any group or project.
 */
export const MessageAudience = {
  PERSON: 'PERSON',
  ADMINS: 'ADMINS',
  MEMBERS: 'MEMBERS',
  EVERYONE: 'EVERYONE',
  ROLE: 'ROLE',
} as const;
export type MessageAudience = (typeof MessageAudience)[keyof typeof MessageAudience];

/** The audiences of a site admin's broadcast. */
export const BROADCAST_AUDIENCES = [MessageAudience.EVERYONE, MessageAudience.ROLE, MessageAudience.MEMBERS] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

/** The roles a broadcast may go to: every signed-in role (ROLE reaches the people holding exactly that role). */
export const BROADCAST_ROLES = ROLES.filter((role): role is Exclude<RoleName, 'GUEST'> => role !== 'GUEST');
export type BroadcastRole = (typeof BROADCAST_ROLES)[number];

/** Admin letters that receive what is written to a group or project. */
export const MESSAGE_RECEIVING_ADMINS: readonly string[] = ['A', 'C', 'E'];
/** Admin letters that may announce to a group's or project's members. */
export const MESSAGE_ANNOUNCING_ADMINS: readonly string[] = ['A', 'C'];

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 20_000;
/** attachments a message may carry */
export const MESSAGE_ATTACHMENTS_MAX = 10;

/** The subject a reply and a forward start from ("Re: …", "Fw: …"), not stacked on an existing prefix. */
export function prefixedSubject(prefix: 'Re' | 'Fw', subject: string): string {
  const bare = subject.replace(/^\s*(?:(?:re|fw|fwd)\s*:\s*)+/i, '');
  return `${prefix}: ${bare}`.slice(0, MESSAGE_SUBJECT_MAX);
}
