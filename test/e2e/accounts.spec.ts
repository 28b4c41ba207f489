import type { Page } from '@playwright/test';
import { WRONG_PASSWORD } from '../../fixtures/api';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Site-user sign-in and sign-out on demo/pages/accounts.html (SiteRuntime.accounts).

const SESSION = '/api/site-users/account/session';

async function open(page: Page): Promise<void> {
  await page.goto('/accounts.html');
  await waitForRuntimeReady(page);
}

/** Signs in with the keyboard alone: typing, Tab to the checkbox, Space, Enter. */
async function signIn(page: Page, email: string, password: string, remember = false) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) {
    await page.getByLabel('Password').press('Tab');
    await page.keyboard.press('Space');
  }
  await page.getByLabel('Password').press('Enter');
}

const storedToken = (page: Page) =>
  page.evaluate(() => window.SiteRuntime?.store.getState().session.xsrfToken ?? null);

test.describe('site-user accounts', () => {
  test('sign in sends the credentials; sign out sends the token back with cloneCart', async ({
    page,
    inbox,
  }) => {
    await open(page);
    await signIn(page, 'ada@example.com', 'correct horse', true);
    await expect(page.locator('#sign-in-done')).toHaveText('Signed in.');
    await expect(page.locator('#session-state')).toHaveText(
      'Signed in: store.session.xsrfToken holds a 36-character token.',
    );
    const token = await storedToken(page);
    expect(token).toMatch(/^[A-Za-z0-9]{36}$/);
    expect(await inbox.requestsTo(SESSION)).toMatchObject([
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { email: 'ada@example.com', password: 'correct horse', rememberMe: true },
      },
    ]);

    await page.getByLabel('Keep a copy of my cart (cloneCart)').check();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('#sign-out-done')).toHaveText('Signed out.');
    await expect(page.locator('#session-state')).toHaveText(
      'Signed out: store.session.xsrfToken is null.',
    );
    const [, signOut] = await inbox.requestsTo(SESSION);
    expect(signOut).toMatchObject({
      method: 'DELETE',
      query: { cloneCart: 'true' },
      headers: { 'x-siteuser-xsrf-token': token },
    });

    // Signed out already: refused with a message, nothing sent.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You are not signed in.' }),
    ).toBeVisible();
    expect(await inbox.requestsTo(SESSION)).toHaveLength(2);
  });

  test('a wrong password shows the server’s message and keeps what was typed', async ({
    page,
    inbox,
    pageErrors,
  }) => {
    // The browser logs the refused answer itself.
    pageErrors.allowConsoleErrors(/status of 401/);
    await open(page);
    await signIn(page, 'ada@example.com', WRONG_PASSWORD);
    await expect(page.locator('#sign-in-error')).toHaveText('Incorrect email or password.');
    await expect(page.locator('#sign-in-error')).toHaveAttribute('role', 'alert');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Password')).toHaveValue(WRONG_PASSWORD);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(await storedToken(page)).toBeNull();
    expect(await inbox.requestsTo(SESSION)).toHaveLength(1);

    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    // Corrected, the same form signs in and the error goes.
    await page.getByLabel('Password').fill('the right one');
    await page.getByLabel('Password').press('Enter');
    await expect(page.locator('#sign-in-done')).toHaveText('Signed in.');
    await expect(page.locator('#sign-in-error')).toHaveText('');
  });

  test('an empty email is refused before any request, and the field is marked and focused', async ({
    page,
    inbox,
  }) => {
    await open(page);
    await signIn(page, '', 'secret');
    await expect(page.locator('#sign-in-error')).toHaveText('Enter your email address.');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveValue('secret');
    expect(await inbox.requestsTo(SESSION)).toEqual([]);
  });

  test('a server failure on sign-out keeps the visitor signed in', async ({
    page,
    inbox,
    faults,
    pageErrors,
  }) => {
    // The browser logs the failed answer itself.
    pageErrors.allowConsoleErrors(/status of 503/);
    await open(page);
    await signIn(page, 'ada@example.com', 'secret');
    await expect(page.locator('#sign-in-done')).toHaveText('Signed in.');
    await faults.set({ path: SESSION, fault: 503, times: 1 });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('#sign-out-error')).toHaveText(
      'This service is temporarily unavailable. Please try again later.',
    );
    expect(await storedToken(page)).not.toBeNull();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('#sign-out-done')).toHaveText('Signed out.');
    expect((await inbox.requestsTo(SESSION)).map((request) => request.method)).toEqual([
      'POST',
      'DELETE',
      'DELETE',
    ]);
  });

  test('the token outlives a reload, so signing out from the next page still sends it', async ({
    page,
    inbox,
  }) => {
    await open(page);
    await signIn(page, 'ada@example.com', 'secret');
    await expect(page.locator('#sign-in-done')).toHaveText('Signed in.');
    const token = await storedToken(page);
    const record = await page.evaluate(() => localStorage.getItem('sr-site-user-session'));
    const stored = JSON.parse(record ?? 'null');
    expect(stored.value).toEqual({ xsrfToken: token });
    // Without "remember me" the stored session lasts a day.
    expect(stored.expires - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(stored.expires - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    await page.reload();
    await waitForRuntimeReady(page);
    await expect(page.locator('#session-state')).toHaveText(/^Signed in/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('#sign-out-done')).toHaveText('Signed out.');
    const [, signOut] = await inbox.requestsTo(SESSION);
    expect(signOut).toMatchObject({
      method: 'DELETE',
      query: { cloneCart: 'false' },
      headers: { 'x-siteuser-xsrf-token': token },
    });
  });
});
