// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as enums from '../../../src/enums';
import type { EnumTable, TwoWayEnum } from '../../../src/enums';

// Exact codes quoted from spec/runtime.md and spec/widgets.md, checked in both directions.
const specCodes: [enumName: keyof typeof enums, name: string, code: string | number][] = [
  ['PageType', 'MAIN_CONTENT', 1],
  ['PageType', 'SPLASH_PAGE', 3],
  ['PageType', 'CONTENT_ITEM', 50],
  ['PageType', 'NOT_FOUND', 100],
  ['PageType', 'MEMBER_AREA_ACCESS_DENIED', 106],
  ['PageType', 'CART', 200],
  ['PageType', 'CART_V2', 205],
  ['PageType', 'DIGITAL_PRODUCT_COMPOSER_PREVIEW', 210],
  ['PageType', 'ORDER_STATUS', 211],
  ['PageType', 'COMMERCE_EMAIL_PREVIEW', 301],
  ['SiteStatus', 'EXPIRED', 1],
  ['SiteStatus', 'PAID', 8],
  ['SiteStatus', 'V5_LINKED', 11],
  ['SiteStatus', 'RESOLD_GRACE_PERIOD', 14],
  ['SiteStatus', 'ENTERPRISE', 15],
  ['SiteType', 'CLASSIC', 1],
  ['SiteType', 'COVER_PAGE', 2],
  ['SiteType', 'PARKING_PAGE', 3],
  ['SiteType', 'ENTERPRISE', 5],
  ['VersionString', 'V7', '7'],
  ['VersionString', 'V7_1', '7.1'],
  ['VersionString', 'V8', '8'],
  ['ContributorRole', 'ADMIN', 1],
  ['ContributorRole', 'EDITOR', 4],
  ['ContributorRole', 'MODERATOR', 6],
  ['ContributorRole', 'STORE_MANAGER', 8],
  ['ContributorRole', 'VIEWER', 10],
  ['ContributorRole', 'SCHEDULING_EDITOR', 13],
  ['ContributorRole', 'NONE', 14],
  ['PermissionFamily', 'MARKETING', 'MARKETING'],
  ['ConfigPermissionArea', 'CRM', 'CRM'],
  ['SettingsPermission', 'CODE_INJECTION', 'CODE_INJECTION'],
  ['CommercePermission', 'POINT_OF_SALE', 'POINT_OF_SALE'],
  ['NewsletterPermission', 'GROUPS_WRITE', 'GROUPS_WRITE'],
  ['AdminPermission', 'LOGIN_AS', 'LOGIN_AS'],
  ['BlockType', 'NAVIGATION', 1],
  ['BlockType', 'MAP', 4],
  ['BlockType', 'GALLERY', 8],
  ['BlockType', 'COMMENTS', 16],
  ['BlockType', 'SUMMARY', 20],
  ['BlockType', 'EMBED', 22],
  ['BlockType', 'PRODUCT', 43],
  ['BlockType', 'NEWSLETTER', 51],
  ['BlockType', 'MEMBER_AREA', 67],
  ['BlockType', 'SHAPE', 71],
  ['BlockType', 'VIDEO', 32],
  ['BlockType', 'SUMMARY_V2', 55],
  ['BlockType', 'DEFINITION', 1337],
  ['GalleryVariant', 'SLIDESHOW', 1000],
  ['GalleryVariant', 'CAROUSEL', 1002],
  ['GalleryVariant', 'STACK', 1004],
  ['SummaryVariant', 'WALL', 1005],
  ['SummaryVariant', 'GRID', 1008],
  ['ChartVariant', 'BAR', 1009],
  ['ChartVariant', 'PIE', 1011],
  ['ImageVariant', 'INLINE', 1012],
  ['ImageVariant', 'STACK', 1017],
  ['TableBookingVariant', 'RESERVATIONS', 1018],
  ['TableBookingVariant', 'EVENTS', 1019],
  ['CollectionType', 'GENERIC', 1],
  ['CollectionType', 'SPLASH_PAGE', 8],
  ['CollectionType', 'PAGE', 10],
  ['CollectionType', 'FIVE_HUNDRED_PX', 11],
  ['CollectionType', 'PRODUCTS', 13],
  ['CollectionType', 'LESSONS', 24],
  ['ItemType', 'TEXT', 1],
  ['ItemType', 'QUOTE', 4],
  ['ItemType', 'REVIEW', 10],
  ['ItemType', 'STORE_ITEM', 11],
  ['ItemType', 'BINARY', 15],
  ['ItemType', 'LESSON', 62],
  ['CollectionRecordType', 'PORTFOLIO_ITEM', 'PORTFOLIO_ITEM'],
  ['ItemVisibility', 'NEEDS_REVIEW', 'needs_review'],
  ['ItemVisibility', 'PUBLISHED', 'published'],
  ['ContentItemStatus', 'PUBLISHED', 1],
  ['ContentItemStatus', 'NEEDS_REVIEW', 3],
  ['ContentItemStatus', 'DELETED', 6],
  ['ProductType', 'PHYSICAL', 1],
  ['ProductType', 'DIGITAL', 2],
  ['ProductType', 'SERVICE', 3],
  ['ProductType', 'GIFT_CARD', 4],
  ['ProductType', 'PAYWALL', 5],
  ['MeasurementUnit', 'IMPERIAL', 1],
  ['MeasurementUnit', 'METRIC', 2],
  ['WeightUnit', 'IMPERIAL', 'lbs'],
  ['WeightUnit', 'METRIC', 'kg'],
  ['DimensionUnit', 'IMPERIAL', 'inch'],
  ['DimensionUnit', 'METRIC', 'cm'],
  ['Currency', 'USD', 840],
  ['Currency', 'EUR', 978],
  ['Currency', 'JPY', 392],
  ['Currency', 'AUD', 36],
  ['FormFieldType', 'TEXTAREA', 'textarea'],
  ['FormFieldType', 'LIKERT', 'likert'],
  ['FormFieldset', 'BUILD', 1],
  ['FormFieldset', 'CAPTCHA', 4],
  ['FormFieldset', 'DISCLAIMER', 5],
  ['LikertAnswer', 'STRONGLY_DISAGREE', -2],
  ['LikertAnswer', 'NEUTRAL', 0],
  ['LikertAnswer', 'STRONGLY_AGREE', 2],
  ['AnalyticsEventType', 'PAGE_VIEW', 1],
  ['AnalyticsEventType', 'SITE_SEARCH', 2],
  ['AnalyticsEventType', 'HEARTBEAT', 10],
  ['AnalyticsEventType', 'AUDIO', 20],
  ['AnalyticsEventType', 'VIDEO', 21],
  ['ContentSource', 'ITEM', 'i'],
  ['ContentSource', 'COLLECTION', 'c'],
  ['TrackerEnvironment', 'STAGING', 'staging'],
  ['GalleryDesign', 'AUTOCOLUMNS', 'autocolumns'],
  ['GalleryLayout', 'STRIP', 'strip'],
  ['GallerySlideType', 'VIDEO', 'video'],
  ['GalleryItemMediaType', 'IMAGE_LICENSED', 'imageLicensed'],
  ['LightboxTheme', 'DARK', 'dark'],
  ['StripAlignment', 'MIDDLE', 'middle'],
  ['ActiveSlideClickBehavior', 'STAY', 'stay'],
  ['SwipeBoundary', 'INERTIAL', 'inertial'],
  ['MapStyle', 'MINIMAL_DARK', 'MinimalDark'],
  ['MapStyleIndex', 'ORIGINAL', 1],
  ['MapStyleIndex', 'MINIMAL_LIGHT', 4],
  ['MapStyleIndex', 'MINIMAL_DARK', 5],
  ['MapStyleIndex', 'MINIMAL_BLUE', 6],
  ['CookieBannerBarPosition', 'BOTTOM', 'BOTTOM'],
  ['CookieBannerPopupPosition', 'TOP_RIGHT', 'TOP_RIGHT'],
  ['CookieBannerPosition', 'BOTTOM_LEFT', 'BOTTOM_LEFT'],
  ['CookieBannerTheme', 'LIGHT', 'LIGHT'],
  ['CookieBannerVariant', 'POPUP', 'POPUP'],
  ['CookieBannerCtaVariant', 'ICON', 'ICON'],
  ['CookieBannerAcceptType', 'OPT_IN_AND_OUT', 'OPT_IN_AND_OUT'],
  ['OverlayPosition', 'CENTER_CENTER', 'CENTER_CENTER'],
  ['PopupOverlayStorageKey', 'DATE_CLOSED', 'date-closed'],
  ['EditorCollectionView', 'PRODUCT', 'product'],
  ['DeviceView', 'PHONE', 'phone'],
  ['TweakPageType', 'POPUP_OVERLAY', 'POPUP_OVERLAY'],
  ['SliceType', 'SUB_HEADING', 'sub-heading'],
  ['SliceType', 'TEMP_LOCK_INJECT', 'temp-lock-inject'],
  ['SpecialSliceType', 'COVER_PAGE', 'cover-page'],
  ['SurveyCohort', 'E', 'E'],
  ['FluidColor', 'YELLOW', 'yellow'],
  ['FluidBreakpoint', 'MOBILE', 'mobile'],
  ['SiteAestheticsDirtyPath', 'FONT_USAGE_CATEGORIES', 'fonts.fontUsageCategories'],
  ['TextEffectAnimation', 'FADE_SCALE', 'fadeScale'],
  ['DrawDirection', 'LEFT', 'left'],
  ['VideoMode', 'FILL', 'fill'],
  ['ImageCropMode', 'CONTAIN', 'contain'],
  ['ImageSizeFormat', 'QUERY_STRING', 'queryString'],
  ['FitAlignment', 'CENTER', 'center'],
  ['NativeBridgeMessage', 'DISMISS', 'dismiss'],
  ['TouchGesture', 'TOUCH_MOVE_END', 'touchMoveEnd'],
  ['ResizeAxis', 'Y', 'y'],
  ['LinkCategory', 'JAVASCRIPT', 'javascript'],
  ['LinkCategory', 'MALFORMED', 'malformed'],
];

// Codes the spec leaves out (gaps in a numbering) or spells differently.
const notCodes: [enumName: keyof typeof enums, value: unknown][] = [
  ['PageType', 4],
  ['PageType', 99],
  ['PageType', 212],
  ['SiteStatus', 9],
  ['SiteStatus', 16],
  ['ContributorRole', 5],
  ['ContributorRole', 15],
  ['BlockType', 15],
  ['GalleryVariant', 1001],
  ['CollectionType', 9],
  ['ItemType', 3],
  ['ItemType', 16],
  ['ContentItemStatus', 0],
  ['ProductType', 6],
  ['FormFieldset', 0],
  ['LikertAnswer', 3],
  ['AnalyticsEventType', 3],
  ['MapStyleIndex', 0],
  ['MapStyleIndex', 7],
  ['MapStyle', 'grayscale'],
  ['ItemVisibility', 'needs review'],
  ['CookieBannerTheme', 'dark'],
  ['CookieBannerBarPosition', 'TOP_LEFT'],
  ['VersionString', 7],
  ['Currency', 36.5],
];

function enumNamed(enumName: keyof typeof enums): TwoWayEnum<EnumTable> {
  return enums[enumName] as unknown as TwoWayEnum<EnumTable>;
}

// One test per table, not one per row: a row is a fact to check, not a behaviour. A failure
// lists every row that does not hold.
describe('spec codes', () => {
  it('maps every code quoted from the spec to its name and back', () => {
    expect(specCodes).toHaveLength(151);
    const wrong = specCodes.filter(([enumName, name, code]) => {
      const table = enumNamed(enumName);
      return table.codeOf(name) !== code || table.nameOf(code) !== name || !table.has(code);
    });
    expect(wrong).toEqual([]);
  });

  it('has no code where the spec leaves a gap or spells it differently', () => {
    expect(notCodes).toHaveLength(25);
    const present = notCodes.filter(([enumName, value]) => {
      const table = enumNamed(enumName);
      return table.nameOf(value) !== undefined || table.has(value);
    });
    expect(present).toEqual([]);
  });
});

describe('sizes of the listed sets', () => {
  it('lists as many entries as the spec', () => {
    const sizes = {
      PageType: 25,
      SiteStatus: 13,
      SiteType: 5,
      ContributorRole: 13,
      CollectionType: 23,
      ItemType: 14,
      ContentItemStatus: 6,
      Currency: 27,
      FormFieldType: 19,
      GalleryDesign: 8,
      GalleryLayout: 8,
      MapStyle: 6,
      CookieBannerPosition: 6,
      OverlayPosition: 9,
      SliceType: 20,
      SettingsPermission: 13,
      CommercePermission: 13,
      NewsletterPermission: 8,
      AdminPermission: 8,
    } satisfies Partial<Record<keyof typeof enums, number>>;
    const actual = Object.fromEntries(
      Object.keys(sizes).map((name) => [name, enumNamed(name as keyof typeof enums).names.length]),
    );
    expect(actual).toEqual(sizes);
  });
});
