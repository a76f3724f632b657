/** `User.status`: what an account may do (the schema's comment). */
export const AccountStatus = {
  /** suspended: no session, no mail, no broadcast */
  SUSPENDED: -1,
  /** not yet confirmed */
  INACTIVE: 0,
  ACTIVE: 1,
} as const;
