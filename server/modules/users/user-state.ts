import type { RoleName } from '@domain/roles.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Services } from '../../services.ts';
import { ADMIN_CODES, PERSON_ENTITY, RelationCode } from '@domain/entities.ts';
import { badgeCounts } from '../notifications/badge-counts.ts';
import { DEFAULT_LANGUAGE } from '@domain/languages.ts';

export interface EntitySummary {
  id: number;
  type: number;
  name: string;
  thumb: string | null;
}

/** The whole session state of social-core §3 (auth_*, entity_relation, liked, profile, counts). */
export interface UserState {
  role: RoleName;
  userId: number | null;
  entityId: number | null;
  mainEntityId: number | null;
  displayName: string | null;
  entityType: number | null;
  /** entities the user belongs to (member or any admin relation) */
  memberArray: number[];
  status: number | null;
  language: string;
  profileImageUrl: string | null;
  /** the entities the user can act as: their person entity and those they administer (auth-t2) */
  entities: EntitySummary[];
  /** the groups and projects the user belongs to (member or admin): the records' entity selector */
  groups: EntitySummary[];
  /** entity id → relation letters, friend requests sent (s) and got (g) included */
  relations: Map<number, string[]>;
  liked: string[];
  settings: Record<string, unknown>;
  notificationCount: number;
  messageCount: number;
  updatedAt: Date | null;
  frontendVersion: string;
}

const MEMBERSHIP_CODES: readonly string[] = [RelationCode.MEMBER, ...ADMIN_CODES];

export async function loadUserState(services: Services, viewer: Viewer): Promise<UserState> {
  const { user } = viewer;
  if (!user) {
    return {
      role: 'GUEST',
      userId: null,
      entityId: null,
      mainEntityId: null,
      displayName: null,
      entityType: null,
      memberArray: [],
      status: null,
      language: DEFAULT_LANGUAGE,
      profileImageUrl: null,
      entities: [],
      groups: [],
      relations: new Map(),
      liked: [],
      settings: {},
      notificationCount: 0,
      messageCount: 0,
      updatedAt: null,
      frontendVersion: services.config.frontendVersion,
    };
  }
  const { prisma } = services;
  const [relationRows, likes, counts] = await Promise.all([
    prisma.entityRelation.findMany({
      where: { fromId: user.entityId },
      select: { code: true, to: { select: { id: true, type: true, displayName: true, profileImageUrl: true } } },
      orderBy: { id: 'asc' },
    }),
    prisma.like.findMany({ where: { entityId: user.entityId }, select: { objectId: true } }),
    badgeCounts(prisma, user.entityId),
  ]);

  const relations = new Map<number, string[]>();
  const administered = new Map<number, EntitySummary>();
  const groups = new Map<number, EntitySummary>();
  for (const { code, to } of relationRows) {
    relations.set(to.id, [...(relations.get(to.id) ?? []), code]);
    const summary = { id: to.id, type: to.type, name: to.displayName, thumb: to.profileImageUrl };
    if (code === 'A') administered.set(to.id, summary);
    if (MEMBERSHIP_CODES.includes(code) && to.type !== PERSON_ENTITY) groups.set(to.id, summary);
  }
  const memberArray = [...relations].filter(([, codes]) => codes.some((c) => MEMBERSHIP_CODES.includes(c))).map(([id]) => id);
  const person = user.entity;

  return {
    role: viewer.role,
    userId: user.id,
    entityId: user.entityId,
    mainEntityId: user.mainEntityId ?? user.entityId,
    displayName: person.displayName,
    entityType: person.type,
    memberArray,
    status: user.status,
    language: user.language,
    profileImageUrl: person.profileImageUrl,
    entities: [{ id: person.id, type: person.type, name: person.displayName, thumb: person.profileImageUrl }, ...administered.values()],
    groups: [...groups.values()].sort((a, b) => a.name.localeCompare(b.name)),
    relations,
    liked: likes.map((like) => like.objectId),
    settings: (user.settings ?? {}) as Record<string, unknown>,
    ...counts,
    updatedAt: user.updatedAt > person.updatedAt ? user.updatedAt : person.updatedAt,
    frontendVersion: services.config.frontendVersion,
  };
}
