import { defineEnum, defineValues, type EnumCode } from './define-enum';

/**
 * The nine overlay positions: top, center, bottom crossed with left, center, right. The spec does
 * not show how they are spelt on the wire, so the values are their names.
 */
export const OverlayPosition = defineValues(
  'TOP_LEFT',
  'TOP_CENTER',
  'TOP_RIGHT',
  'CENTER_LEFT',
  'CENTER_CENTER',
  'CENTER_RIGHT',
  'BOTTOM_LEFT',
  'BOTTOM_CENTER',
  'BOTTOM_RIGHT',
);
export type OverlayPosition = EnumCode<typeof OverlayPosition>;

/** What the popup overlay keeps in the visitor's local storage. */
export const PopupOverlayStorageKey = defineEnum({
  DATE_CLOSED: 'date-closed',
  VERSION: 'version',
  SUBMITTED: 'submitted',
});
export type PopupOverlayStorageKey = EnumCode<typeof PopupOverlayStorageKey>;
