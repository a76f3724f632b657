/**
 * Subdomain mode (social-core §1, §6): an entity may have a host label of its own, `{label}.` the
 * public host, on which the app is tied to that entity. The label rules, shared by the admins' form
 * and the server.
 */

/** Host labels that name the service itself, never an entity. */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'admin',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'static',
  'assets',
  'media',
  'cdn',
  'app',
  'login',
  'auth',
  'ns1',
  'ns2',
];

export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 63;

/** A DNS label in lower case: letters, digits and inner hyphens. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** What is wrong with a proposed label, as a token (null: it may be used). */
export function subdomainProblem(label: string): 'DATA_TOO_SHORT' | 'DATA_TOO_LONG' | 'INVALID_SUBDOMAIN' | 'RESERVED_SUBDOMAIN' | null {
  if (label.length < SUBDOMAIN_MIN_LENGTH) return 'DATA_TOO_SHORT';
  if (label.length > SUBDOMAIN_MAX_LENGTH) return 'DATA_TOO_LONG';
  if (!LABEL.test(label)) return 'INVALID_SUBDOMAIN';
  if (RESERVED_SUBDOMAINS.includes(label)) return 'RESERVED_SUBDOMAIN';
  return null;
}

/** The token the web app shows when a members-only route of a subdomain refuses the viewer ('OnlyMember area'). */
export const ONLY_MEMBER_AREA = 'ONLY_MEMBER_AREA';

/** The spec's login page (social-core §2), unless LOGIN_PATH says otherwise. */
export const DEFAULT_LOGIN_PATH = '/?force_login=1';
