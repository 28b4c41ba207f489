import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseHighPriority, requestHighPriority } from '../../../src/images/priority';

function box(width: number, height: number): DOMRectReadOnly {
  return DOMRectReadOnly.fromRect({ x: 0, y: 0, width, height });
}

const claimed: Element[] = [];

afterEach(() => {
  for (const element of claimed.splice(0)) releaseHighPriority(element);
  document.body.innerHTML = '';
});

describe('the high-priority claim', () => {
  it('reads every box of the task before the winner writes, and gives the claim once', async () => {
    vi.stubGlobal('innerWidth', 1000);
    vi.stubGlobal('innerHeight', 800);
    const events: string[] = [];
    const images = ['small', 'large', 'also-large'].map((name) => {
      const img = document.createElement('img');
      img.alt = name;
      document.body.append(img);
      return img;
    });
    const sizes = [box(50, 50), box(600, 400), box(900, 700)];
    images.forEach((img, index) =>
      requestHighPriority(
        img,
        () => {
          events.push(`measure ${img.alt}`);
          return sizes[index] as DOMRectReadOnly;
        },
        () => {
          events.push(`claimed ${img.alt}`);
          claimed.push(img);
        },
      ),
    );
    expect(events).toEqual([]);
    await Promise.resolve();
    expect(events).toEqual([
      'measure small',
      'measure large',
      'measure also-large',
      'claimed large',
    ]);

    // Taken: a later image is not even measured.
    const later = document.createElement('img');
    document.body.append(later);
    const measure = vi.fn(() => box(900, 700));
    requestHighPriority(later, measure, () => events.push('claimed later'));
    await Promise.resolve();
    expect(measure).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('forgets a withdrawn request', async () => {
    vi.stubGlobal('innerWidth', 1000);
    vi.stubGlobal('innerHeight', 800);
    const img = document.createElement('img');
    document.body.append(img);
    const onClaimed = vi.fn();
    const withdraw = requestHighPriority(img, () => box(900, 700), onClaimed);
    withdraw();
    await Promise.resolve();
    expect(onClaimed).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
