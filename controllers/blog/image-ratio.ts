/** An image's height as a percentage of its width, from `data-image-dimensions` ("2500x1941"). */
export function imageRatio(img: Element | null): number | null {
  const match = /^(\d{1,6})x(\d{1,6})$/.exec(
    img?.getAttribute('data-image-dimensions')?.trim() ?? '',
  );
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? (height / width) * 100 : null;
}
