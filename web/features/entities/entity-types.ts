import type { MessageDescriptor } from 'react-intl';
import { COMMUNITY_ENTITY, GROUP_ENTITY, PERSON_ENTITY, PROJECT_ENTITY } from '@domain/entities.ts';
import { entityMessages } from './messages.ts';
import { LIST_PAGE_SIZE } from '@domain/paging.ts';
import { geoCountry } from '../geo-filter/geo-filter.ts';

/** The community list's tabs: all, then -1 Community, 0 Observers, 2 Groups, 6 Projects. */
export const TYPE_TABS: { type: number | null; label: MessageDescriptor }[] = [
  { type: null, label: entityMessages.typeAll },
  { type: GROUP_ENTITY, label: entityMessages.typeGroups },
  { type: PROJECT_ENTITY, label: entityMessages.typeProjects },
  { type: PERSON_ENTITY, label: entityMessages.typeObservers },
  { type: COMMUNITY_ENTITY, label: entityMessages.typeCommunity },
];

/** A list tab's type from the URL (`?type=2`); anything else is "all". */
export function parseTypeParam(value: string | null): number | null {
  if (value === null || value === '') return null;
  const type = Number(value);
  return TYPE_TABS.some((tab) => tab.type === type) ? type : null;
}

/** The label of one entity's type. */
/** The name search of the community list, kept in the URL. */
export const SEARCH_PARAM = 'q';

/** The first page of the community list (/entity/) the URL asks for: the type tab, the geo filter, the name search. */
export function communityListVariables(params: URLSearchParams) {
  return { type: parseTypeParam(params.get('type')), country: geoCountry(params), query: params.get(SEARCH_PARAM)?.trim() || null, count: LIST_PAGE_SIZE };
}

export function typeLabel(type: number): MessageDescriptor {
  switch (type) {
    case PERSON_ENTITY:
      return entityMessages.typePerson;
    case COMMUNITY_ENTITY:
      return entityMessages.typeCommunity;
    case PROJECT_ENTITY:
      return entityMessages.typeProject;
    default:
      return entityMessages.typeGroup;
  }
}

/** Where an entity's page is: a person's at /people/{id}, others' at /entity/{id}. */
export function entityHref(recId: number, type: number): string {
  return type === PERSON_ENTITY ? `/people/${recId}` : `/entity/${recId}`;
}

/** Relation letters an entity's pub_* settings may name, in the server's order. */
export const PUBLISH_LETTERS = ['A', 'C', 'E', 'M', 'R', 'm', 'c'] as const;
/** Admin letters (social-core §3), in order. */
export const ADMIN_LETTERS = ['A', 'C', 'E', 'M', 'R'] as const;
export type AdminLetter = (typeof ADMIN_LETTERS)[number];

export const LETTER_LABELS: Record<(typeof PUBLISH_LETTERS)[number], MessageDescriptor> = {
  A: entityMessages.letterA,
  C: entityMessages.letterC,
  E: entityMessages.letterE,
  M: entityMessages.letterM,
  R: entityMessages.letterR,
  m: entityMessages.letterm,
  c: entityMessages.letterc,
};

/** A set of letters as the canonical string the server stores (e.g. "ACEm"). */
export function lettersString(letters: Iterable<string>): string {
  const set = new Set(letters);
  return PUBLISH_LETTERS.filter((letter) => set.has(letter)).join('');
}
