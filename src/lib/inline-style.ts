import type { CSSProperties } from 'react';

function toReactPropertyName(property: string): string {
  if (property.startsWith('--')) return property;
  return property.toLowerCase().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Turns a server `style` attribute into a React style object. The platform puts paddings and
 * sizes inline; keeping them avoids a layout shift when the block re-renders. React applies them
 * through the CSSOM, which a strict `style-src 'self'` policy allows.
 */
export function readInlineStyle(element: Element | null): CSSProperties {
  const style: Record<string, string> = {};
  const text = element?.getAttribute('style');
  if (!text) return style;
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const property = declaration.slice(0, colon).trim();
    // React cannot set a priority, so the declaration keeps its value without `!important`.
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    if (property && value) style[toReactPropertyName(property)] = value;
  }
  return style;
}
