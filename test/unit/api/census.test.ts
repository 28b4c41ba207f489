import { describe, expect, it } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import {
  recordButtonClick,
  recordButtonRender,
  recordFormRender,
  recordHit,
  recordOverlay,
  recordQuickView,
  type ButtonTracking,
} from '../../../src/api';
import { NETWORK_ERROR_EVENT } from '../../../src/request';
import { collectEvents, serveFakeApi } from '../fixtures/serve-fake-api';

serveFakeApi();

const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';
const button: ButtonTracking = {
  id: 'block-7',
  buttonText: 'Book now',
  clickthroughUrl: '/book',
  alignment: 'center',
  size: 'medium',
  newWindow: false,
  context: 'button-block',
};

describe('census calls', () => {
  const networkEvents = collectEvents(NETWORK_ERROR_EVENT);

  it('RecordHit: form-encoded event, data (JSON) and ss_cvr', async () => {
    await recordHit({ event: 1, data: { pagePath: '/blog' }, visitorCookie: 'v1|1|2|3|4|1' });
    expect(requests()).toMatchObject([
      {
        method: 'POST',
        path: '/api/census/RecordHit',
        headers: { 'content-type': FORM },
        body: { event: '1', data: '{"pagePath":"/blog"}', ss_cvr: 'v1|1|2|3|4|1' },
      },
    ]);
  });

  it('button-click and button-render: the button fields, visitorCookie and page fields', async () => {
    await recordButtonClick(button, 'v1', { pagePath: '/home' });
    await recordButtonRender(button, 'v1');
    const [click, render] = requests();
    expect(click).toMatchObject({ path: '/api/census/button-click' });
    expect(click?.body).toEqual({
      pagePath: '/home',
      id: 'block-7',
      buttonText: 'Book now',
      clickthroughUrl: '/book',
      alignment: 'center',
      size: 'medium',
      newWindow: 'false',
      context: 'button-block',
      visitorCookie: 'v1',
    });
    expect(render).toMatchObject({
      path: '/api/census/button-render',
      body: { id: 'block-7', visitorCookie: 'v1' },
    });
  });

  it('form-render: formId and visitorCookie', async () => {
    await recordFormRender('form-1', 'v1');
    expect(requests()).toMatchObject([
      { path: '/api/census/form-render', body: { formId: 'form-1', visitorCookie: 'v1' } },
    ]);
  });

  it('overlay: the overlay fields and visitorCookie', async () => {
    await recordOverlay({ action: 'close', style: 2 }, 'v1');
    expect(requests()).toMatchObject([
      { path: '/api/census/overlay', body: { action: 'close', style: '2', visitorCookie: 'v1' } },
    ]);
  });

  it('RecordQuickView/{id}, with the id encoded into the path', async () => {
    await recordQuickView('item 42');
    expect(requests()).toMatchObject([
      { method: 'POST', path: '/api/census/RecordQuickView/item%2042' },
    ]);
  });

  it('swallows failures silently', async () => {
    setFault({ path: '/api/census/*', fault: 'network' });
    await expect(recordFormRender('form-1', 'v1')).resolves.toBeUndefined();
    setFault({ path: '/api/census/*', fault: 500 });
    await expect(recordQuickView('1')).resolves.toBeUndefined();
    expect(networkEvents).toEqual([]);
  });
});
