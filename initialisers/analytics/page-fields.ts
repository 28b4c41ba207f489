import type { PageContext } from '../../src/context/types';
import { ContentSource } from '../../src/enums/analytics';
import * as dom from '../../src/lib/dom';

// The fields of an analytics hit (spec runtime.md section 3): the page fields, which census calls
// carry too, and the client fields that only the page view carries.

/** Identifies the page: sent with the page view and with the button census calls. */
export interface PageFields {
  websiteId: string;
  templateId: string;
  website_locale: string;
  pageTitle: string;
  pageId: string;
  /** `i` when the page shows an item, `c` for a collection. */
  contentSource: ContentSource;
  pagePath: string;
  pagePermissionTypeValue: number;
}

/** Describes the visitor's browser at the time of the hit. */
export interface ClientFields {
  userAgent: string;
  /** Epoch milliseconds on the visitor's clock. */
  clientDate: number;
  viewportWidth: number;
  viewportHeight: number;
  screenWidth: number;
  screenHeight: number;
}

export interface HitFields extends PageFields, ClientFields {
  /** Present (true) only when the page is shown inside the design editor (/config/design). */
  designEditor?: true;
}

/** Collections without a permission type are public (the context reader's default, 1). */
const PUBLIC_PERMISSION_TYPE = 1;

export function readPageFields(
  context: PageContext,
  doc: Document = document,
  location: Pick<Location, 'pathname'> = window.location,
): PageFields {
  const { item, collection } = context;
  return {
    websiteId: context.website.id,
    templateId: context.templateId,
    website_locale: context.website.language,
    pageTitle: item?.title || collection?.title || dom.title(doc),
    pageId: item?.id || collection?.id || '',
    contentSource: item ? ContentSource.byName.ITEM : ContentSource.byName.COLLECTION,
    pagePath: location.pathname,
    pagePermissionTypeValue: collection?.permissionType ?? PUBLIC_PERMISSION_TYPE,
  };
}

export function readClientFields(win: Window = window, now: number = Date.now()): ClientFields {
  return {
    userAgent: win.navigator.userAgent,
    clientDate: now,
    viewportWidth: win.innerWidth,
    viewportHeight: win.innerHeight,
    screenWidth: win.screen.width,
    screenHeight: win.screen.height,
  };
}

const DESIGN_EDITOR_PATH = /^\/config\/design(\/|$)/;

/**
 * The design editor (/config/design) shows the site in a frame; its only effect on the runtime
 * is a tag on the page view (spec section 2). The parent's path is read when it is same-origin,
 * else the referrer's.
 */
export function isInDesignEditor(win: Window = window): boolean {
  let framed: boolean;
  try {
    framed = win.top !== win.self;
  } catch {
    framed = true;
  }
  if (!framed) return false;
  try {
    return DESIGN_EDITOR_PATH.test(win.parent.location.pathname);
  } catch {
    // Cross-origin parent: fall back to where the frame was opened from.
  }
  try {
    return DESIGN_EDITOR_PATH.test(new URL(dom.referrer(win.document)).pathname);
  } catch {
    return false;
  }
}

export function readHitFields(
  context: PageContext,
  win: Window = window,
  now: number = Date.now(),
): HitFields {
  return {
    ...readPageFields(context, win.document, win.location),
    ...readClientFields(win, now),
    ...(isInDesignEditor(win) ? { designEditor: true as const } : {}),
  };
}
