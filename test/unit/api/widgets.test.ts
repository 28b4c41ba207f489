import { describe, expect, it } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import { getWidgetRendering } from '../../../src/api';
import * as strings from '../../../src/i18n/strings';
import { serveFakeApi } from '../fixtures/serve-fake-api';

serveFakeApi();

describe('getWidgetRendering', () => {
  it('POSTs widgetJSON form-encoded and resolves with the rendered html', async () => {
    const widget = { type: 55, id: 'block-1', value: { pageSize: 3 }, collectionId: 'events-1' };
    const html = await getWidgetRendering(widget);
    expect(html).toContain('data-widget-type="55"');
    expect(html).toContain('data-collection-id="events-1"');
    expect(requests()).toMatchObject([
      {
        method: 'POST',
        path: '/api/widget/GetWidgetRendering',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: { widgetJSON: JSON.stringify(widget) },
      },
    ]);
  });

  it('rejects with the spec message when the platform fails', async () => {
    setFault({ path: '/api/widget/GetWidgetRendering', fault: 503 });
    await expect(getWidgetRendering({ type: 1, id: 'x', value: null })).rejects.toMatchObject({
      message: strings.request.unavailable,
    });
  });
});
