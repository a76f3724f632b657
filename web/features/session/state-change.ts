/** The user data the state-change check compares (social-core §4). */
export interface ViewerSnapshot {
  userId: number | null | undefined;
  role: string;
  entityId: number | null | undefined;
  displayName: string | null | undefined;
  language: string;
  profileImageUrl: string | null | undefined;
  memberArray: readonly number[];
}

/** 0 none; 1 changed user data; 2 newly logged in (the push-token and consent checks follow); 3 logged out. */
export type StateChangeCode = 0 | 1 | 2 | 3;

function sameUserData(previous: ViewerSnapshot, next: ViewerSnapshot): boolean {
  return (
    previous.role === next.role &&
    previous.entityId === next.entityId &&
    previous.displayName === next.displayName &&
    previous.language === next.language &&
    previous.profileImageUrl === next.profileImageUrl &&
    previous.memberArray.join() === next.memberArray.join()
  );
}

/** `previous` is null before the first state arrives: a session found on app start counts as a new login. */
export function stateChangeCode(previous: ViewerSnapshot | null, next: ViewerSnapshot): StateChangeCode {
  const previousUser = previous?.userId ?? null;
  const nextUser = next.userId ?? null;
  if (nextUser === null) return previousUser === null ? 0 : 3;
  if (previous === null || previousUser !== nextUser) return 2;
  return sameUserData(previous, next) ? 0 : 1;
}
