import { defineValues, type EnumCode } from './define-enum';

// Permission families of section 6. The platform numbers each permission, but the spec gives no
// numbers, so every permission is a named constant of its family; only the listed ones appear
// ("and others" are not guessed).

export const PermissionFamily = defineValues('CONFIG', 'ADMIN', 'MARKETING', 'SCHEDULING');
export type PermissionFamily = EnumCode<typeof PermissionFamily>;

/** The areas of the config family. */
export const ConfigPermissionArea = defineValues(
  'CONTENT_MANAGER',
  'SETTINGS',
  'ACTIVITY',
  'COMMERCE',
  'NEWSLETTER',
  'CRM',
);
export type ConfigPermissionArea = EnumCode<typeof ConfigPermissionArea>;

export const SettingsPermission = defineValues(
  'GENERAL',
  'LOCALE',
  'DOMAIN',
  'TEMPLATE',
  'IMPORT',
  'CODE_INJECTION',
  'ADVANCED',
  'DEVELOPER',
  'SESSIONS',
  'BILLING',
  'MEMBER_ACCOUNTS',
  'USER_ACCOUNTS',
  'REMOVE_WEBSITE',
);
export type SettingsPermission = EnumCode<typeof SettingsPermission>;

export const CommercePermission = defineValues(
  'ORDERS',
  'STORE_SETTINGS',
  'SHIPPING',
  'COUPONS',
  'TAXES',
  'EMAIL_NOTIFICATIONS',
  'INVENTORY',
  'DONATIONS',
  'ACCOUNTING',
  'DISCOUNTS',
  'PAYMENTS',
  'POINT_OF_SALE',
  'PRODUCT_REVIEWS',
);
export type CommercePermission = EnumCode<typeof CommercePermission>;

/** Read and write for subscribers, groups, messages and settings. */
export const NewsletterPermission = defineValues(
  'SUBSCRIBERS_READ',
  'SUBSCRIBERS_WRITE',
  'GROUPS_READ',
  'GROUPS_WRITE',
  'MESSAGES_READ',
  'MESSAGES_WRITE',
  'SETTINGS_READ',
  'SETTINGS_WRITE',
);
export type NewsletterPermission = EnumCode<typeof NewsletterPermission>;

/** The admin family: internal staff. */
export const AdminPermission = defineValues(
  'BILLING_READ',
  'BILLING_WRITE',
  'BILLING_REFUND',
  'CUSTOMER_DATA',
  'LOGIN_AS',
  'SUSPEND',
  'REMOVE_SITE',
  'TWO_FACTOR',
);
export type AdminPermission = EnumCode<typeof AdminPermission>;
