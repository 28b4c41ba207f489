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

  it('is false for a page that is not framed', () => {
    expect(isInDesignEditor(window)).toBe(false);
    const context = normaliseContext({}, 'json');
    expect(readHitFields(context)).not.toHaveProperty('designEditor');
  });

  it('reads the parent path when it may, else the referrer', () => {
    expect(isInDesignEditor(framedWindow('/config/design'))).toBe(true);
    expect(isInDesignEditor(framedWindow('/config/design/fonts'))).toBe(true);
    expect(isInDesignEditor(framedWindow('/config/pages'))).toBe(false);
    const crossOrigin = new DOMException('Blocked', 'SecurityError');
    expect(
      isInDesignEditor(framedWindow(crossOrigin, 'https://example.com/config/design?x=1')),
    ).toBe(true);
    expect(isInDesignEditor(framedWindow(crossOrigin, 'not a url'))).toBe(false);
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
