import { expect, test } from './support/fixtures';

const RECORD_HIT = '/api/census/RecordHit';

test('the inbox page lists a request made in this session, and Clear empties it', async ({
  page,
  inbox,
  sessionId,
}) => {
  // A request from a page of this browser session, with a marker to find it by.
  await page.goto('/context.html');
  const marker = `inbox-${Date.now().toString(36)}`;
  const status = await page.evaluate(
    async ({ path, marker }) => {
      const response = await fetch(`${path}?marker=${marker}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'event=1&data=%7B%22demo%22%3Atrue%7D',
      });
      return response.status;
    },
    { path: RECORD_HIT, marker },
  );
  expect(status).toBeLessThan(300);
  expect(await inbox.requestsTo(RECORD_HIT)).toContainEqual(
    expect.objectContaining({ method: 'POST', query: { marker }, session: sessionId }),
  );

  await page.goto('/inbox.html');
  await expect(page.getByLabel('Show requests from')).toHaveValue(sessionId);
  const row = page.locator('#inbox-rows tr', { hasText: marker });
  await expect(row).toHaveCount(1);
  const cells = row.locator('td');
  await expect(cells.nth(1)).toHaveText(sessionId);
  await expect(cells.nth(2)).toHaveText('POST');
  await expect(cells.nth(3)).toHaveText(RECORD_HIT);
  await expect(cells.nth(4)).toContainText(`"marker": "${marker}"`);
  await expect(cells.nth(5)).toContainText('"event": "1"');
  await expect(cells.nth(6)).toContainText('content-type: application/x-www-form-urlencoded');

  const lastIdBeforeClear = Math.max(...(await inbox.requests()).map((recorded) => recorded.id));
  await page.getByRole('button', { name: 'Clear' }).click();

  await expect(row).toHaveCount(0);
  // Only requests the inbox page's own runtime sent after the clear may be left.
  const left = await inbox.requests();
  expect(left.filter((recorded) => recorded.id <= lastIdBeforeClear)).toEqual([]);
  const shownIds = await page
    .locator('#inbox-rows tr[data-request-id]')
    .evaluateAll((rows) => rows.map((tr) => Number((tr as HTMLElement).dataset.requestId)));
  expect(shownIds.filter((id) => id <= lastIdBeforeClear)).toEqual([]);
});

test('the inbox page keeps sessions apart: another session stays when this one is cleared', async ({
  page,
  request,
  inbox,
}) => {
  const otherSession = `${inbox.sessionId}-other`;
  const sent = await request.post(RECORD_HIT, {
    headers: { 'x-sr-session': otherSession },
    form: { event: '1', data: '{}' },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/inbox.html');
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Show requests from').selectOption(otherSession);

  await expect(page.locator('#inbox-rows tr[data-request-id]')).toHaveCount(1);
  await expect(page.locator('#inbox-rows tr[data-request-id] td').nth(1)).toHaveText(otherSession);
  await request.delete('/__control/inbox', { params: { session: otherSession } });
});
