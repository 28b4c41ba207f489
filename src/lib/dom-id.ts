/**
 * A block id made safe as the start of element ids (aria-controls, aria-labelledby): anything but
 * letters, digits, `_` and `-` becomes `-`, so the ids need no escaping in selectors.
 */
export function domIdPrefix(blockId: string): string {
  return blockId.replace(/[^A-Za-z0-9_-]/g, '-');
}
