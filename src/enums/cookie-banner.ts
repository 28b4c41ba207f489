import { defineValues, type EnumCode } from './define-enum';

// Value sets of the cookie banner settings (runtime.md and widgets.md section 3). Unknown values
// fall back to defaults in the banner itself: these only say what is known.

/** Positions of the bar variant. */
export const CookieBannerBarPosition = defineValues('TOP', 'BOTTOM');
export type CookieBannerBarPosition = EnumCode<typeof CookieBannerBarPosition>;

/** Positions of the popup variant. */
export const CookieBannerPopupPosition = defineValues(
  'TOP_LEFT',
  'TOP_RIGHT',
  'BOTTOM_LEFT',
  'BOTTOM_RIGHT',
);
export type CookieBannerPopupPosition = EnumCode<typeof CookieBannerPopupPosition>;

/** Every position: bar positions first, then popup corners. */
export const CookieBannerPosition = defineValues(
  ...CookieBannerBarPosition.names,
  ...CookieBannerPopupPosition.names,
);
export type CookieBannerPosition = EnumCode<typeof CookieBannerPosition>;

export const CookieBannerTheme = defineValues('LIGHT', 'DARK');
export type CookieBannerTheme = EnumCode<typeof CookieBannerTheme>;

export const CookieBannerVariant = defineValues('BAR', 'POPUP');
export type CookieBannerVariant = EnumCode<typeof CookieBannerVariant>;

export const CookieBannerCtaVariant = defineValues('TEXT', 'BUTTON', 'ICON');
export type CookieBannerCtaVariant = EnumCode<typeof CookieBannerCtaVariant>;

export const CookieBannerAcceptType = defineValues('OPT_IN', 'OPT_IN_AND_OUT');
export type CookieBannerAcceptType = EnumCode<typeof CookieBannerAcceptType>;
