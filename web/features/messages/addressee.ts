import type { IntlShape } from 'react-intl';
import { messagesMessages as m, ROLE_LABELS } from './messages.ts';

interface Addressed {
  audience: string;
  role?: string | null;
  to: { displayName: string };
}

/** Whom a message went to, in words: a person's name, a group's admins or members, everyone, or the people of a role. */
export function addresseeText(intl: IntlShape, message: Addressed): string {
  switch (message.audience) {
    case 'ADMINS':
      return intl.formatMessage(m.toAdmins, { name: message.to.displayName });
    case 'MEMBERS':
      return intl.formatMessage(m.toMembers, { name: message.to.displayName });
    case 'EVERYONE':
      return intl.formatMessage(m.toEveryone);
    case 'ROLE': {
      const label = ROLE_LABELS[message.role as keyof typeof ROLE_LABELS];
      return intl.formatMessage(m.toRole, { role: label ? intl.formatMessage(label) : (message.role ?? '') });
    }
    default:
      return message.to.displayName;
  }
}

/** Whether the addressee is a page of its own to link to (not "everyone" or a role, which are addressed to their sender). */
export const addresseeLinks = (audience: string) => audience !== 'EVERYONE' && audience !== 'ROLE';
