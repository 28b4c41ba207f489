// The spec's shared machinery (runtime.md section 9, widgets.md sections 5, 8 and 9), offered to
// template authors as `await SiteRuntime.platform.utilities()`: the helpers the platform's own
// scripts call (tween, relative time, file sizes, waiting for an element, device sizes, the blog
// URL filter, platform routes, translations and the message-format parser). They sit in the
// `utilities` pack, fetched on the first call: no page pays for them at boot.
import { currencyNameKey, currencyNameTranslations } from '../i18n/currency-names';
import { formatIcuMessage, type MessageValues } from '../i18n/message-format';
import { lookupTranslation, type TranslationFiles } from '../i18n/translations';
import { filterBlogUrlFormat } from '../lib/blog-url';
import { currentBreakpoint, currentDevice, currentLayout } from '../lib/device';
import { formatFileSize, withinSizeLimit } from '../lib/file-size';
import { isFileLink } from '../lib/links';
import { collectionPanelPath, collectionIdOfPanelPath, upgradePath } from '../lib/platform-routes';
import { formatRelativeTime, relativeTimeClock } from '../lib/relative-time';
import { restoreTextSize, shrinkTextToFit } from '../lib/text-shrink';
import { tween } from '../lib/tween';
import { waitForElement } from '../lib/wait-for-element';

export const platformUtilities = {
  tween,
  formatRelativeTime,
  relativeTimeClock,
  formatFileSize,
  withinSizeLimit,
  waitForElement,
  device: { current: currentDevice, breakpoint: currentBreakpoint, layout: currentLayout },
  filterBlogUrlFormat,
  routes: {
    collectionPanelPath,
    collectionIdOfPanelPath,
    upgradePath,
    /** Whether `link` is a file the site serves (/s/…), read against this page's address. */
    isFileLink: (link: string, pageUrl: string = window.location.href): boolean =>
      isFileLink(link, pageUrl),
  },
  shrinkTextToFit,
  restoreTextSize,
  /** The translation of `key` for `locale` (or its language, then English); throws when none has it. */
  translate: (files: TranslationFiles, locale: string, key: string): string =>
    lookupTranslation(files, locale, key),
  /** The English name of a store currency ('EUR' → 'Euro'); null for one the list does not hold. */
  currencyName: (code: string): string | null =>
    currencyNameTranslations[currencyNameKey(String(code).toUpperCase())] ?? null,
  /** An ICU message formatted for `locale`; throws saying what is wrong with a bad message. */
  formatMessage: (message: string, locale: string, values: MessageValues = {}): string =>
    formatIcuMessage(message, locale, values),
};

export type PlatformUtilities = typeof platformUtilities;
