// Reads which images of the page are licensed-asset previews (./constants.ts says where the
// attribute was seen). The platform writes exactly "true" or "false"; case and surrounding spaces
// are forgiven, anything else is not a preview.
import * as dom from '../../src/lib/dom';
import { PREVIEW_ATTRIBUTE } from './constants';

/** Whether a value of the attribute marks a preview. */
export function isLicensedAssetPreview(value: string | null): boolean {
  return value !== null && value.trim().toLowerCase() === 'true';
}

/** The elements under `root` marked as licensed-asset previews, in document order. */
export function previewImages(root: ParentNode = document): Element[] {
  return dom
    .queryAll<Element>(root, `[${PREVIEW_ATTRIBUTE}]`)
    .filter((element) => isLicensedAssetPreview(element.getAttribute(PREVIEW_ATTRIBUTE)));
}
