import { defineEnum, type EnumCode } from './define-enum';

/** Contributor roles: runtime.md and widgets.md section 6 (there is no role 5). */
export const ContributorRole = defineEnum({
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
});
export type ContributorRole = EnumCode<typeof ContributorRole>;
