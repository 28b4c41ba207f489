import type { Locator, Page } from '@playwright/test';
import { TEST_CAPTCHA_PATH } from '../../fixtures/api/test-captcha';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';

// Issue 10, item 5: the contact form's captcha (captchaEnabled in its context). The demo pages point
// the form pack at the fake API's offline test captcha (meta sr-captcha-script), a checkbox
// widget labelled "I'm not a robot" that behaves like the provider's explicit-render API.

const CONTACT = '#block-733d94d9d8dbb8092c16';
const SAVE = '/api/form/SaveFormSubmission';
const CAPTCHA_MESSAGE = 'Complete CAPTCHA before submitting.';
const CONSENT_NOTE =
  'This form is protected by a CAPTCHA from a third-party service that may set cookies. It loads only with your consent.';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** Every request this page made for a captcha script, local or remote. */
function watchCaptchaScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('test-captcha') || url.includes('recaptcha')) urls.push(url);
  });
  return urls;
}

const robotBox = (form: Locator) => form.getByRole('checkbox', { name: "I'm not a robot" });
/** Waits for the test CAPTCHA's answer, which comes a round trip after the tick. */
const captchaVerified = (form: Locator) =>
  expect(form.locator('.sr-test-captcha')).toHaveAttribute('data-state', 'verified');

/** Types the three fields with the keyboard, from the first. */
async function typeFields(page: Page, form: Locator) {
  await form.getByLabel('Name').focus();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hello');
}

test.describe('form captcha', () => {
  test('with the keyboard alone: tick the CAPTCHA, submit, "Thank you!"; its script comes once', async ({
    page,
    inbox,
    externalRequests,
  }) => {
    const scripts = watchCaptchaScripts(page);
    await page.goto('/forms.html');
    const contact = page.locator(CONTACT);
    await expect(contact.getByRole('button', { name: 'Submit' })).toBeVisible();
    // The server's form kept no room for the CAPTCHA: none is taken before the visitor starts.
    await expect(contact.locator('.sr-form__captcha')).toHaveCount(0);
    // Nobody has used a form yet: no captcha script.
    expect(scripts).toEqual([]);

    await typeFields(page, contact);
    const box = robotBox(contact);
    await expect(box).toBeVisible();
    await expect(contact.locator('.sr-test-captcha')).toHaveAttribute('data-theme', 'light');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await captchaVerified(contact);
    await page.keyboard.press('Tab');
    await expect(contact.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(contact.getByRole('status')).toHaveText('Thank you!');
    const [saved] = await inbox.requestsTo(SAVE);
    expect((saved?.body as Record<string, unknown>).captchaKey).toMatch(/^test-captcha\.\w+/);
    expect(scripts).toEqual([expect.stringContaining(TEST_CAPTCHA_PATH)]);
    expect(await inbox.requestsTo(TEST_CAPTCHA_PATH)).toHaveLength(1);
    expect(externalRequests).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('without the CAPTCHA: its message is announced and focused, and nothing is sent', async ({
    page,
    inbox,
  }) => {
    await page.goto('/forms.html');
    const contact = page.locator(CONTACT);
    await typeFields(page, contact);
    await expect(robotBox(contact)).toBeVisible();
    // Past the CAPTCHA, without ticking it, to the button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(contact.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');

    const alert = contact.getByRole('alert');
    await expect(alert).toHaveText(CAPTCHA_MESSAGE);
    await expect(alert).toBeFocused();
    expect(await inbox.requestsTo(SAVE)).toEqual([]);
    await expectNoAxeViolations(page);

    // The next stop is the CAPTCHA itself; completing it clears the message.
    await page.keyboard.press('Tab');
    await expect(robotBox(contact)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(contact.getByText(CAPTCHA_MESSAGE)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(contact.getByRole('status')).toHaveText('Thank you!');
  });

  for (const [width, size] of [
    [1280, 'normal'],
    [320, 'compact'],
  ] as const) {
    test(`at ${width} px the ${size} widget fills the room opened for it: nothing moves`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // The script is held until the page has shown its progress note.
      const release = await holdRequests(page, `**${TEST_CAPTCHA_PATH}`);
      await page.goto('/forms.html');
      const contact = page.locator(CONTACT);
      const submit = contact.getByRole('button', { name: 'Submit' });
      const top = () =>
        submit.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
      await expect(submit).toBeVisible();
      // The room opens with the visitor's tap (input: no layout shift), before the widget loads.
      await contact.getByLabel('Name').click();
      await expect(contact.getByText('Loading the CAPTCHA…')).toBeVisible();
      const before = await top();
      // The provider draws its widget a moment before the runtime hears it is ready: drawn
      // alone, as here, it takes the note's place at once and nothing moves.
      await contact.locator('.captcha-container').evaluate(
        (slot, height) => {
          const drawn = slot.appendChild(document.createElement('div'));
          drawn.style.height = `${height}px`;
        },
        size === 'compact' ? 144 : 78,
      );
      await expect(contact.getByText('Loading the CAPTCHA…')).toBeHidden();
      expect(await top()).toBe(before);
      await contact.locator('.captcha-container').evaluate((slot) => slot.replaceChildren());
      release();
      await expect(contact.locator('.sr-test-captcha')).toHaveAttribute('data-size', size);
      expect(await top()).toBe(before);
    });
  }

  test('a CAPTCHA script that fails to load says so, and "Try again" loads it', async ({
    page,
    faults,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/status of 500/);
    await faults.set({ path: TEST_CAPTCHA_PATH, fault: 500, times: 1 });
    await page.goto('/forms.html');
    const contact = page.locator(CONTACT);
    await contact.getByLabel('Name').focus();
    await expect(contact.getByText('The CAPTCHA could not be loaded.')).toBeVisible();
    await expectNoAxeViolations(page);
    await contact.getByRole('button', { name: 'Try again' }).press('Enter');
    await expect(robotBox(contact)).toBeFocused();
  });

  test('an expired CAPTCHA must be completed again', async ({ page, inbox }) => {
    await page.goto('/forms.html');
    const contact = page.locator(CONTACT);
    await typeFields(page, contact);
    await robotBox(contact).check();
    await page.evaluate(() => {
      const api = (
        window as { grecaptcha?: { enterprise?: { testExpire?: (id: number) => void } } }
      ).grecaptcha?.enterprise;
      api?.testExpire?.(0);
    });
    await expect(robotBox(contact)).not.toBeChecked();
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByRole('alert')).toHaveText(CAPTCHA_MESSAGE);
    expect(await inbox.requestsTo(SAVE)).toEqual([]);
  });

  test('a refused CAPTCHA shows the server message and the CAPTCHA starts over', async ({
    page,
    faults,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/status of 400/);
    await faults.set({
      path: SAVE,
      fault: 400,
      times: 1,
      body: { error: 'Captcha validation failed. Please try again.' },
    });
    await page.goto('/forms.html');
    const contact = page.locator(CONTACT);
    await typeFields(page, contact);
    await robotBox(contact).check();
    await captchaVerified(contact);
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByRole('alert')).toHaveText(
      'Captcha validation failed. Please try again.',
    );
    await expect(robotBox(contact)).not.toBeChecked();
    await expect(contact.getByLabel('Message')).toHaveValue('Hello');
    await robotBox(contact).check();
    await captchaVerified(contact);
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByRole('status')).toHaveText('Thank you!');
  });

  test('the real 2026 contact page keeps its three fields and uses the local test CAPTCHA', async ({
    page,
    externalRequests,
  }) => {
    await page.goto('/real/contact-form-7.1-2026.html');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit' }) });
    for (const name of ['Name', 'Email', 'Message']) {
      await expect(form.getByRole('textbox', { name })).toBeVisible();
    }
    await form.getByRole('textbox', { name: 'Name' }).focus();
    await expect(robotBox(form)).toBeVisible();
    expect(externalRequests.filter((url) => url.includes('recaptcha'))).toEqual([]);
  });
});

test.describe('form captcha under a restrictive cookie policy', () => {
  // The fixtures' default visitor declined cookies ('0').
  test('without consent: a note, no CAPTCHA script, and the form cannot be sent', async ({
    page,
    inbox,
  }) => {
    const scripts = watchCaptchaScripts(page);
    await page.goto('/forms-consent.html');
    const contact = page.locator(CONTACT);
    // No room was kept for the CAPTCHA: its note comes once the visitor starts on the form.
    await expect(contact.getByText(CONSENT_NOTE)).toHaveCount(0);
    await typeFields(page, contact);
    await expect(contact.getByText(CONSENT_NOTE)).toBeVisible();
    await contact.getByRole('button', { name: 'Submit' }).press('Enter');
    await expect(contact.getByRole('alert')).toHaveText(CAPTCHA_MESSAGE);
    await expect(contact.getByRole('alert')).toBeFocused();
    await expectNoAxeViolations(page);
    expect(scripts).toEqual([]);
    expect(await inbox.requestsTo(TEST_CAPTCHA_PATH)).toEqual([]);
    expect(await inbox.requestsTo(SAVE)).toEqual([]);
    await expect(robotBox(contact)).toHaveCount(0);
  });

  test('accepting cookies from the note loads the CAPTCHA', async ({ page }) => {
    await page.goto('/forms-consent.html');
    const contact = page.locator(CONTACT);
    await typeFields(page, contact);
    await contact.getByRole('button', { name: 'Cookie preferences' }).press('Enter');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Accept' }).press('Enter');
    // The note's buttons are gone: focus goes on to the widget.
    await expect(robotBox(contact)).toBeFocused();
    await expect(contact.getByText(CONSENT_NOTE)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('"Load the CAPTCHA" loads it for this page view, then the form can be sent', async ({
    page,
    inbox,
  }) => {
    await page.goto('/forms-consent.html');
    const contact = page.locator(CONTACT);
    await typeFields(page, contact);
    await contact.getByRole('button', { name: 'Load the CAPTCHA' }).press('Enter');
    await expect(robotBox(contact)).toBeFocused();
    await page.keyboard.press('Space');
    await captchaVerified(contact);
    await page.keyboard.press('Tab');
    await expect(contact.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(contact.getByRole('status')).toHaveText('Thank you!');
    expect(await inbox.requestsTo(TEST_CAPTCHA_PATH)).toHaveLength(1);
  });
});
