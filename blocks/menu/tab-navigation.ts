/**
 * Where focus goes when `key` is pressed on tab `index` of `count` (a11y checklist "Tabs"): Left
 * and Right cycle and wrap, Home and End go to the ends. Null for any other key.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
