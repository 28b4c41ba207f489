import type { Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue 34, "Forms" (demo/pages/forms.html): the captcha's bound Submit button after a failure,
// the spec's "Error processing form submission…" and "Could not parse the form fields…" messages,
// the summary of a form without a thank-you message (offline first: nothing typed is lost), and
// the newsletter's small-container rule below 320 px.

const CONTACT = '#block-733d94d9d8dbb8092c16';
const SURVEY = '#block-yui_3_17_2_1_1600000000000_3000';
const SURVEY_FORM_ID = '5f1c0c0ffee0c0ffee0c0003';
const NARROW_NEWSLETTER = '#block-a1a22474dc959a77b0a5';
const SMALL_CONTAINER = 'newsletter-form-has-small-container';
const SAVE = '/api/form/SaveFormSubmission';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

async function openForms(page: Page): Promise<void> {
  await page.goto('/forms.html');
  await expect(page.locator(CONTACT).getByRole('button', { name: 'Submit' })).toBeVisible();
}

const robotBox = (form: Locator) => form.getByRole('checkbox', { name: "I'm not a robot" });

/** From the field before it, Tab to the test CAPTCHA and tick it with Space; wait for its answer. */
async function tickCaptchaWithKeyboard(page: Page, form: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(robotBox(form)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(robotBox(form)).toBeChecked();
  await expect(form.locator('.sr-test-captcha')).toHaveAttribute('data-state', 'verified');
}

/** The survey's name, email and one choice of each group, with the keyboard. */
async function fillSurvey(page: Page, survey: Locator): Promise<void> {
  await survey.getByLabel('First Name').focus();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lovelace');
  await survey.getByLabel(/^Your email/).focus();
  await page.keyboard.type('ada@example.com');
  await survey
    .getByRole('group', { name: 'The guide was clear' })
    .getByLabel('Agree', { exact: true })
    .check();
  await survey.getByLabel('Gallery', { exact: true }).check();
}

test.describe('form states', () => {
  test('after a failed submission the CAPTCHA’s bound Submit button is disabled until it is ticked again', async ({
    page,
    faults,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/status of 500/);
    await faults.set({ path: SAVE, fault: 500, times: 1 });
    await openForms(page);
    const contact = page.locator(CONTACT);
    const submit = contact.getByRole('button', { name: 'Submit' });
    await contact.getByLabel('Name').focus();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello');
    await tickCaptchaWithKeyboard(page, contact);
    await expect(submit).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(contact.getByRole('alert')).toHaveText(
      'Unable to send form. Please try again later.',
    );
    await expect(robotBox(contact)).not.toBeChecked();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(contact.getByLabel('Message')).toHaveValue('Hello');
    await expectNoAxeViolations(page);

    // Still in the tab order: pressed, it says what is missing instead of sending.
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(contact.getByText('Complete CAPTCHA before submitting.')).toBeFocused();

    await tickCaptchaWithKeyboard(page, contact);
    await expect(submit).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(contact.getByRole('status')).toHaveText('Thank you!');
  });

  test('an answer the form cannot read: "Error processing form submission…", every value kept', async ({
    page,
    faults,
  }) => {
    await faults.set({ path: SAVE, fault: 'non-json', times: 1 });
    await openForms(page);
    const survey = page.locator(SURVEY);
    await survey.scrollIntoViewIfNeeded();
    await fillSurvey(page, survey);
    await survey.getByRole('button', { name: 'Send survey' }).click();
    const alert = survey.getByRole('alert');
    await expect(alert).toHaveText(
      'Error processing form submission. Please reload and try again.',
    );
    await expect(alert).toBeFocused();
    await expect(survey.getByLabel('First Name')).toHaveValue('Ada');
    await expect(survey.getByLabel('Gallery', { exact: true })).toBeChecked();
  });

  test('a choice the form no longer offers: "Could not parse the form fields…", nothing is sent', async ({
    page,
    inbox,
  }) => {
    await openForms(page);
    // This tab kept a ticked box from before the owner renamed the form's options.
    await page.evaluate(
      ({ key, field }) => sessionStorage.setItem(key, JSON.stringify({ [field]: ['Cellar tour'] })),
      {
        key: `site-runtime:form:${SURVEY_FORM_ID}:${SURVEY.slice(1)}`,
        field: 'checkbox-yui_3_17_2_1_1600000000000_3008',
      },
    );
    await page.reload();
    const survey = page.locator(SURVEY);
    await survey.scrollIntoViewIfNeeded();
    await fillSurvey(page, survey);
    await survey.getByLabel('Gallery', { exact: true }).uncheck();
    await survey.getByRole('button', { name: 'Send survey' }).click();
    await expect(survey.getByRole('alert')).toHaveText(
      'Could not parse the form fields, please check your entries.',
    );
    const field = survey.locator('[data-field-id="checkbox-yui_3_17_2_1_1600000000000_3008"]');
    await expect(field).toContainText('A valid selection must be made.');
    await expect(field.getByLabel('Gardens')).toBeFocused();
    expect(await inbox.requestsTo(SAVE)).toEqual([]);
  });

  test('offline, the survey keeps what was typed; back online it sends and lists what it sent, N/A for the rest', async ({
    page,
    context,
    inbox,
    pageErrors,
  }) => {
    pageErrors.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await openForms(page);
    const survey = page.locator(SURVEY);
    await survey.scrollIntoViewIfNeeded();
    await fillSurvey(page, survey);
    // The request wrapper has arrived with the page's first calls (the forms' census): only the
    // submission itself finds the network gone.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/packs\/request[.-]/.test(entry.name)),
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await survey.getByRole('button', { name: 'Send survey' }).click();
    await expect(survey.getByRole('alert')).toHaveText(
      'Could not get a form submission key, please try again later.',
    );
    await expect(survey.getByLabel('First Name')).toHaveValue('Ada');
    await expect(survey.getByLabel('Last Name')).toHaveValue('Lovelace');
    await expect(survey.getByLabel('Gallery', { exact: true })).toBeChecked();

    await context.setOffline(false);
    await survey.getByRole('button', { name: 'Send survey' }).focus();
    await page.keyboard.press('Enter');
    const status = survey.getByRole('status');
    await expect(status).toBeFocused();
    await expect(status).toContainText('Your submission');
    const row = (title: string) =>
      status
        .locator('.sr-form__summary-row')
        .filter({ has: page.getByText(title, { exact: true }) });
    await expect(row('Your name').locator('dd')).toHaveText('Ada Lovelace');
    await expect(row('Your email').locator('dd')).toHaveText('ada@example.com');
    await expect(row('Your phone').locator('dd')).toHaveText('N/A');
    await expect(row('Your address').locator('dd')).toHaveText('N/A');
    await expect(row('How was it').locator('dd')).toHaveText([
      'The guide was clear: Agree',
      'The rooms were quiet: N/A',
    ]);
    await expect(row('What you saw').locator('dd')).toHaveText('Gallery');
    expect(await inbox.requestsTo(SAVE)).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test('a newsletter block below 320 px carries the small-container class, following the window width', async ({
    page,
  }) => {
    // The column is 40% of the window: 280 px at 700, 480 px at 1200.
    await page.setViewportSize({ width: 700, height: 900 });
    await openForms(page);
    const block = page.locator(NARROW_NEWSLETTER);
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute('data-sr-state', 'mounted');
    await expect(block).toHaveClass(new RegExp(`\\b${SMALL_CONTAINER}\\b`));
    // The template's rules for it apply: the button sits under the field.
    const field = block.getByRole('textbox', { name: 'Email Address' });
    const button = block.getByRole('button', { name: 'Sign Up' });
    const [fieldBox, buttonBox] = [await field.boundingBox(), await button.boundingBox()];
    expect(buttonBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height);

    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(block).not.toHaveClass(new RegExp(`\\b${SMALL_CONTAINER}\\b`));
    // The wider real newsletter block never was small.
    await expect(page.locator('#block-a1a22474dc959a77b0a4')).not.toHaveClass(
      new RegExp(`\\b${SMALL_CONTAINER}\\b`),
    );

    await page.setViewportSize({ width: 700, height: 900 });
    await expect(block).toHaveClass(new RegExp(`\\b${SMALL_CONTAINER}\\b`));
    // Signing up works the same in the small layout.
    await field.fill('ada@example.com');
    await button.press('Enter');
    await expect(block.getByText('Thank you!')).toBeVisible();
  });
});
