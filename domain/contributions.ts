/**
 * A record's contributors (recording §7, the contribution edit endpoint): the people besides its
 * uploader who took part in it, each with one or more roles. The web app names the roles in the
 * four languages (`web/features/observations/contribution-messages.ts`); REST and GraphQL carry the
 * role as it is here.
 */
export const CONTRIBUTION_ROLES = ['OBSERVER', 'CO_OBSERVER', 'PHOTOGRAPHER', 'IDENTIFIER', 'COLLECTOR'] as const;
export type ContributionRole = (typeof CONTRIBUTION_ROLES)[number];

/** How many contributor rows a record takes (a person with two roles counts twice). */
export const CONTRIBUTORS_MAX = 20;

export const isContributionRole = (value: unknown): value is ContributionRole => typeof value === 'string' && (CONTRIBUTION_ROLES as readonly string[]).includes(value);
