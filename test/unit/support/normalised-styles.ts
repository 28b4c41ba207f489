/**
 * `html` with each style attribute as the CSSOM writes it back. Styles the runtime sets go
 * through the CSSOM (src/images/style-journal.ts), so a server attribute such as
 * `style="display:block;display: none"` reads `display: none;` once they are undone: the same
 * style, which is what a restored server DOM must keep (an empty style is no style).
 */
export function normalisedStyles(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  holder.querySelectorAll<HTMLElement>('[style]').forEach((element) => {
    const style = element.style.cssText;
    if (style === '') element.removeAttribute('style');
    else element.setAttribute('style', style);
  });
  return holder.innerHTML;
}
