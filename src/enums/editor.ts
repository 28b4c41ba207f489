import { defineEnum, defineValues, type EnumCode } from './define-enum';

// Editor constants of widgets.md sections 2 and 3. The runtime only reads them (for example to
// recognise special slices); the editor itself is not part of it.

export const EditorCollectionView = defineEnum({ LIST: 'list', GRID: 'grid', PRODUCT: 'product' });
export type EditorCollectionView = EnumCode<typeof EditorCollectionView>;

export const DeviceView = defineEnum({ DESKTOP: 'desktop', PHONE: 'phone', TABLET: 'tablet' });
export type DeviceView = EnumCode<typeof DeviceView>;

export const TweakPageType = defineValues(
  'SPLASH_PAGE',
  'LOCK_SCREEN',
  'POPUP_OVERLAY',
  'CHECKOUT',
  'STYLE',
);
export type TweakPageType = EnumCode<typeof TweakPageType>;

export const SliceType = defineEnum({
  HEADING: 'heading',
  SUB_HEADING: 'sub-heading',
  BODY: 'body',
  IMAGE: 'image',
  GALLERY: 'gallery',
  VIDEO: 'video',
  SOCIAL_ICONS: 'social-icons',
  BUTTONS: 'buttons',
  NAVIGATION: 'navigation',
  CUSTOM_FORM: 'custom-form',
  NEWSLETTER: 'newsletter',
  ALBUM: 'album',
  MAP: 'map',
  LOCK: 'lock',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  LOGO: 'logo',
  ACTION: 'action',
  POPUP_OVERLAY_ACTION: 'popup-overlay-action',
  TEMP_LOCK_INJECT: 'temp-lock-inject',
});
export type SliceType = EnumCode<typeof SliceType>;

/** Special slice types: the pages built from slices. */
export const SpecialSliceType = defineEnum({
  COVER_PAGE: 'cover-page',
  LOCK_SCREEN: 'lock-screen',
  POPUP_OVERLAY: 'popup-overlay',
});
export type SpecialSliceType = EnumCode<typeof SpecialSliceType>;

export const SurveyCohort = defineValues('A', 'B', 'C', 'D', 'E');
export type SurveyCohort = EnumCode<typeof SurveyCohort>;

export const FluidColor = defineEnum({ BLUE: 'blue', YELLOW: 'yellow' });
export type FluidColor = EnumCode<typeof FluidColor>;

export const FluidBreakpoint = defineEnum({ MOBILE: 'mobile', DESKTOP: 'desktop' });
export type FluidBreakpoint = EnumCode<typeof FluidBreakpoint>;

/** Paths of the site aesthetics that mark it as changed. */
export const SiteAestheticsDirtyPath = defineEnum({
  DEFAULT_COLOR_THEME: 'colors.defaultThemeId',
  ACTIVE_FONT_THEME: 'fonts.activeThemeId',
  COLOR_PALETTE: 'colors.palette',
  COLOR_THEMES: 'colors.themes',
  FONT_THEMES: 'fonts.themes',
  FONT_USAGE_CATEGORIES: 'fonts.fontUsageCategories',
});
export type SiteAestheticsDirtyPath = EnumCode<typeof SiteAestheticsDirtyPath>;
