import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseContext } from '../../../../src/context/read-context';
import {
  isInDesignEditor,
  readHitFields,
  readPageFields,
} from '../../../../initialisers/analytics/page-fields';

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('readPageFields', () => {
  it('a collection page: c, the collection id, title and permission type', () => {
    history.replaceState(null, '', '/journal?page=2');
    const context = normaliseContext(
      {
        website: { id: 'w1', language: 'fr-FR' },
        templateId: 't1',
        collection: { id: 'c1', title: 'Journal', permissionType: 2 },
      },
      'json',
    );
    expect(readPageFields(context)).toEqual({
      websiteId: 'w1',
      templateId: 't1',
      website_locale: 'fr-FR',
      pageTitle: 'Journal',
      pageId: 'c1',
      contentSource: 'c',
      pagePath: '/journal',
      pagePermissionTypeValue: 2,
    });
  });

  it('an item page: i and the item; the document title when the context has no title', () => {
    document.title = 'Spring menu – Bistro';
    const context = normaliseContext({ item: { id: 'i1' }, collection: { id: 'c1' } }, 'json');
    expect(readPageFields(context)).toMatchObject({
      contentSource: 'i',
      pageId: 'i1',
      pageTitle: 'Spring menu – Bistro',
      pagePermissionTypeValue: 1,
    });
  });

  it('a page with neither item nor collection (a page of the index, a system page): no page id', () => {
    document.title = 'Home';
    const context = normaliseContext({ website: { id: 'w1' } }, 'json');
    expect(readPageFields(context)).toMatchObject({ pageId: '', pageTitle: 'Home' });
  });
});

describe('isInDesignEditor and the hit tag', () => {
  function framedWindow(parentPath: string | Error, referrer = ''): Window {
    const parent = {
      get location() {
        if (parentPath instanceof Error) throw parentPath;
        return { pathname: parentPath };
      },
    };
    return {
      top: {},
      self: {},
      parent,
      document: { referrer },
    } as unknown as Window;
  }

  it('is false for a page that is not framed, whatever its path or referrer', () => {
    expect(isInDesignEditor(window)).toBe(false);
    // Opened from a link in the design editor, but in a tab of its own.
    const top = { document: { referrer: 'https://example.com/config/design' } };
    const unframed = Object.assign(top, {
      top,
      self: top,
      parent: { location: { pathname: '/config/design' } },
    }) as unknown as Window;
    expect(isInDesignEditor(unframed)).toBe(false);
    const context = normaliseContext({}, 'json');
    expect(readHitFields(context)).not.toHaveProperty('designEditor');
  });

  it('reads the parent path when it may, else the referrer', () => {
    expect(isInDesignEditor(framedWindow('/config/design'))).toBe(true);
    expect(isInDesignEditor(framedWindow('/config/design/fonts'))).toBe(true);
    expect(isInDesignEditor(framedWindow('/config/pages'))).toBe(false);
    expect(isInDesignEditor(framedWindow('/blog/config/design'))).toBe(false);
    expect(isInDesignEditor(framedWindow('/config/designs'))).toBe(false);
    const crossOrigin = new DOMException('Blocked', 'SecurityError');
    expect(
      isInDesignEditor(framedWindow(crossOrigin, 'https://example.com/config/design?x=1')),
    ).toBe(true);
    expect(isInDesignEditor(framedWindow(crossOrigin, 'not a url'))).toBe(false);
  });

  it('counts a frame whose top window is cross-origin as framed', () => {
    const framed = {
      get top(): Window {
        throw new DOMException('Blocked', 'SecurityError');
      },
      self: {},
      parent: { location: { pathname: '/config/design' } },
      document: { referrer: '' },
    } as unknown as Window;
    expect(isInDesignEditor(framed)).toBe(true);
  });

  it('tags the hit with designEditor: true inside the design editor', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    vi.spyOn(window, 'parent', 'get').mockReturnValue({
      location: { pathname: '/config/design' },
    } as unknown as Window);
    const context = normaliseContext({}, 'json');
    expect(readHitFields(context, window, 5)).toMatchObject({ designEditor: true, clientDate: 5 });
  });
});
