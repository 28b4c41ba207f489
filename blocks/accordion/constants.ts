/** Spec runtime.md section 9: "Accordion animation 250 ms". */
export const ACCORDION_ANIMATION_MS = 250;

/** Above this many possibly-open panels, panels drop role="region" (too many landmarks). */
export const MAX_REGION_PANELS = 6;
