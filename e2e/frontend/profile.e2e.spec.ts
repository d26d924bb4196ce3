import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../support/api';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { startPlatform, type Platform } from '../support/platform';
import { chooseOption, signIn, toast } from '../support/pages';

/**
 * The profile page (spec 2.6) against the real platform in Debian's Chromium: a specialist
 * (a new account: the demo one starts with a full profile) fills every section through the UI, uploads an avatar, answers with an uploaded and a
 * recorded video (fake camera) and an audio recording, deletes with confirmations; a second
 * user sees the profile read-only. Needs `npm run build -w frontend`; screenshots go to
 * e2e/artifacts/.
 */
let platform: Platform;
let browser: Browser;
let mediaDir: string;
let specialistId = '';
// A specialist of her own with an empty profile, under the demo specialist's name.
const specialistEmail = 'priya.new@example.org';
const specialistPassword = 'Tangerine-harbour-lantern-73';
const { register } = apiOf(() => platform);

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'dth-profile-media-'));
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=600x600', '-frames:v', '1', join(mediaDir, 'avatar.png'));
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=3:size=320x240:rate=15',
    '-c:v',
    'libvpx',
    '-b:v',
    '300k',
    join(mediaDir, 'showcase.webm'),
  );
  writeFileSync(join(mediaDir, 'notes.txt'), 'not an image');
  platform = await startPlatform();
  await register(
    { first_name: 'Priya', last_name: 'Sharma', email: specialistEmail, user_type: 'specialist' },
    specialistPassword,
  );
  // A fake camera and microphone, allowed without a prompt, so MediaRecorder records for real.
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
    headless: true,
  });
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function openPage(width = 1440, height = 900): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.grantPermissions(['camera', 'microphone'], { origin: platform.origin });
  return context.newPage();
}

async function fullShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/** Waits until the recorder's clock shows at least `seconds` ("00:02 / 01:00"). */
const recordedFor = (d: Locator, seconds: number) =>
  expect
    .poll(async () => Number((await d.getByTestId('recording-time').innerText()).slice(3, 5)), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(seconds);

/** The snackbar shows this text. */
const dialog = (page: Page, testId: string) => page.getByTestId(testId).locator('.MuiDialog-paper');
const saveOf = (d: Locator) => d.getByTestId('dialog-save');

async function saveAndClose(page: Page, testId: string, message: string) {
  const d = dialog(page, testId);
  await saveOf(d).click();
  await toast(page, message);
  await page.getByTestId(testId).waitFor({ state: 'detached' });
}

async function pickYear(d: Locator, label: string, year: number) {
  await chooseOption(d.getByRole('combobox', { name: label }), String(year), { exact: true });
}

async function pickOptions(page: Page, d: Locator, count: number) {
  const input = d.getByTestId('catalog-input');
  for (let i = 0; i < count; i++) {
    await input.click();
    await page.getByRole('option').first().click();
  }
}

describe('profile page', () => {
  // One specialist's journey through their profile, one step per test, on one page (each step starts where the last ended).
  let page: Page;

  it("a specialist fills every section through its dialog, with each one's validation", async () => {
    page = await openPage();
    await signIn(page, platform, specialistEmail, specialistPassword);
    specialistId = (await page.evaluate(() => localStorage.getItem('user_id')))!;
    await page.goto(`${platform.appUrl}/profile/profile`);
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('profile-name').innerText()).toBe('Priya Sharma');

    // View mode: the spec's empty texts.
    expect(await page.getByTestId('skills-empty').innerText()).toBe('No skill added');
    expect(await page.getByTestId('certificates-empty').innerText()).toBe('No certifications added');
    expect(await page.getByTestId('projects-empty').innerText()).toBe('No projects added');
    expect(await page.getByTestId('interests-empty').innerText()).toBe('No interests added');
    expect(await page.getByTestId('side-level').innerText()).toContain('--');
    expect(await page.getByTestId('side-type').innerText()).toContain('Specialist');
    expect(await page.getByTestId('edit-skills').count()).toBe(0);

    await page.getByTestId('mode-edit').click();
    await page.getByTestId('practitioner-group-empty').waitFor();
    expect(await page.getByTestId('practitioner-group-empty').innerText()).toContain('No items added');
    expect(await page.getByTestId('practitioner-group-add').innerText()).toBe('Add New');

    // Industry title: required.
    await page.getByTestId('edit-industry-title').click();
    let d = dialog(page, 'industry-title-dialog');
    await d.locator('input[name=industry_title]').fill('x');
    await d.locator('input[name=industry_title]').fill('   ');
    await d.getByText('Industry title cannot be empty').waitFor();
    expect(await saveOf(d).isDisabled()).toBe(true);
    await d.locator('input[name=industry_title]').fill('Product Designer');
    await saveAndClose(page, 'industry-title-dialog', 'Industry title updated');
    await expect.poll(() => page.getByTestId('profile-industry-title').innerText()).toBe('Product Designer');

    // Skills: at least one; eight chosen, six shown first.
    await page.getByTestId('edit-skills').click();
    d = dialog(page, 'skills-dialog');
    await pickOptions(page, d, 1);
    await d.getByTestId('catalog-input').press('Backspace');
    await d.getByTestId('catalog-input').press('Backspace');
    await d.getByText('Select at least one skill').waitFor();
    expect(await saveOf(d).isDisabled()).toBe(true);
    await pickOptions(page, d, 8);
    await saveAndClose(page, 'skills-dialog', 'Skills updated');
    await expect.poll(() => page.getByTestId('skills-list').locator('.MuiChip-root').count()).toBe(6);
    expect(await page.getByTestId('skills-more').innerText()).toBe('View +2 More');
    await page.getByTestId('skills-more').click();
    expect(await page.getByTestId('skills-list').locator('.MuiChip-root').count()).toBe(8);
    expect(await page.getByTestId('skills-more').innerText()).toBe('Show less');
    await page.getByTestId('skills-more').click();

    // Industry experience.
    await page.getByTestId('edit-industries').click();
    d = dialog(page, 'industries-dialog');
    await pickOptions(page, d, 1);
    await d.getByTestId('catalog-input').press('Backspace');
    await d.getByTestId('catalog-input').press('Backspace');
    await d.getByText('Select at least one industry experience').waitFor();
    await pickOptions(page, d, 3);
    await saveAndClose(page, 'industries-dialog', 'Industry experience updated');
    await expect.poll(() => page.getByTestId('industries-list').locator('.MuiChip-root').count()).toBe(3);

    // Experience level: slider 1 to 3.
    await page.getByTestId('edit-level').click();
    d = dialog(page, 'experience-level-dialog');
    await d.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await d.getByRole('slider').inputValue()).toBe('3');
    await saveAndClose(page, 'experience-level-dialog', 'Experience level updated');
    await expect.poll(() => page.getByTestId('side-level').innerText()).toContain('Experienced');

    // Languages.
    await page.getByTestId('edit-languages').click();
    d = dialog(page, 'languages-dialog');
    await pickOptions(page, d, 1);
    await d.getByTestId('catalog-input').press('Backspace');
    await d.getByTestId('catalog-input').press('Backspace');
    await d.getByText('Select at least one language').waitFor();
    await d.getByTestId('catalog-input').fill('Engl');
    await page.getByRole('option', { name: 'English', exact: true }).click();
    await d.getByTestId('catalog-input').fill('Fren');
    await page.getByRole('option', { name: 'French', exact: true }).click();
    await saveAndClose(page, 'languages-dialog', 'Languages updated');
    await expect.poll(() => page.getByTestId('side-language-chips').innerText()).toContain('English');

    // More about you: required and cut to 1000 characters.
    await page.getByTestId('more-about-add').click();
    d = dialog(page, 'about-dialog');
    await d.locator('textarea[name=description]').fill('x');
    await d.locator('textarea[name=description]').fill('');
    await d.getByText('More about you cannot be empty').waitFor();
    expect(await saveOf(d).isDisabled()).toBe(true);
    await d.locator('textarea[name=description]').fill('A'.repeat(1200));
    expect(await d.getByTestId('about-count').innerText()).toBe('1000 / 1000');
    await d
      .locator('textarea[name=description]')
      .fill(
        'Product designer with ten years of shipping B2B software.\nI love turning messy problems into calm, usable interfaces, and I pair closely with engineers.',
      );
    await saveAndClose(page, 'about-dialog', 'Description updated');
    await page.getByTestId('more-about-text').waitFor();

    // Certifications: required fields, the date-range warning, add two, edit one.
    for (const [degree, area, school, from, to] of [
      ['BSc Design', 'Interaction Design', 'UNSW', 2012, 2015],
      ['Certified Scrum Product Owner', 'Agile delivery', 'Scrum Alliance', 2019, 2019],
    ] as const) {
      await page.getByTestId('add-certificate').click();
      d = dialog(page, 'certificate-dialog');
      expect(await saveOf(d).isDisabled()).toBe(true);
      await d.locator('input[name=degree]').focus();
      await d.locator('input[name=degree]').blur();
      await d.getByText('Degree/Certificate/Courses cannot be empty').waitFor();
      await d.locator('input[name=degree]').fill(degree);
      await d.locator('input[name=name]').fill(area);
      await d.locator('input[name=specialisation]').fill(school);
      await pickYear(d, 'End year', from - 1);
      await d.getByText('Please select a start date').waitFor();
      await pickYear(d, 'Start year', from + 1);
      await d.getByText('Please select a valid date range').waitFor();
      expect(await saveOf(d).isDisabled()).toBe(true);
      await pickYear(d, 'Start year', from);
      await pickYear(d, 'End year', to);
      await d.locator('textarea[name=description]').fill(`${area} at ${school}.`);
      await saveAndClose(page, 'certificate-dialog', 'New certificate added');
    }
    await expect.poll(() => page.getByTestId('certificates').locator('[data-item]').count()).toBe(2);
    await page.getByTestId('certificates').getByTestId('certificate-edit').first().click();
    d = dialog(page, 'certificate-dialog');
    await d.locator('input[name=degree]').fill('BDes Interaction Design');
    await saveAndClose(page, 'certificate-dialog', 'Certificate updated');
    await page.getByTestId('certificates').getByText('BDes Interaction Design').waitFor();

    // Projects: required fields, an end year without a start year, add two, edit one.
    for (const [position, company, city, from, to] of [
      ['Lead Product Designer', 'Acme Health', 'Sydney', 2019, 2023],
      ['Product Designer', 'Canva', 'Melbourne', 2016, 2019],
    ] as const) {
      await page.getByTestId('add-project').click();
      d = dialog(page, 'project-dialog');
      await d.locator('input[name=position]').focus();
      await d.locator('input[name=position]').blur();
      await d.getByText('Title/Position/Role cannot be empty').waitFor();
      await d.locator('input[name=city]').focus();
      await d.locator('input[name=city]').blur();
      await d.getByText('City cannot be empty').waitFor();
      await d.locator('input[name=position]').fill(position);
      await d.locator('input[name=name]').fill(company);
      await d.locator('input[name=country]').fill('Australia');
      await page.getByRole('option', { name: 'Australia', exact: true }).click();
      await d.locator('input[name=city]').fill(city);
      await pickYear(d, 'End year', to);
      await d.getByText('Please select a start date').waitFor();
      expect(await saveOf(d).isDisabled()).toBe(true);
      await pickYear(d, 'Start year', from);
      await d.locator('textarea[name=description]').fill(`Design lead for ${company}'s main product.`);
      await saveAndClose(page, 'project-dialog', 'New project added');
    }
    await page.getByTestId('projects').getByTestId('project-edit').first().click();
    d = dialog(page, 'project-dialog');
    await d.locator('input[name=position]').fill('Principal Product Designer');
    await saveAndClose(page, 'project-dialog', 'Project updated');
    await page.getByTestId('projects').getByText('Principal Product Designer').waitFor();

    // Project interests: at least one.
    await page.getByTestId('edit-interests').click();
    d = dialog(page, 'project-interests-dialog');
    await d.getByTestId('project-type-1').click();
    await d.getByTestId('project-type-1').click();
    await d.getByText('Select at least one project interest').waitFor();
    expect(await saveOf(d).isDisabled()).toBe(true);
    for (const id of [1, 3, 5]) await d.getByTestId(`project-type-${id}`).click();
    await saveAndClose(page, 'project-interests-dialog', 'Project interests updated');
    await expect.poll(() => page.getByTestId('interests-list').locator('.MuiChip-root').count()).toBe(3);

    // Question modals: practitioner group (single), types of client (multiple), admired brands (text).
    await page.getByTestId('practitioner-group-add').click();
    d = dialog(page, 'practitioner-group-dialog');
    await d.getByText('Select a practitioner group').waitFor();
    expect(await saveOf(d).isDisabled()).toBe(true);
    await d.getByLabel('Design').check();
    await saveAndClose(page, 'practitioner-group-dialog', 'Profile updated successfully');
    await expect.poll(() => page.getByTestId('practitioner-group-value').innerText()).toBe('Design');

    await page.getByTestId('client-types-add').click();
    d = dialog(page, 'client-types-dialog');
    await d.getByText('Select at least one type of client').waitFor();
    await d.getByLabel('CTO').check();
    await d.getByLabel('Head of Engineering').check();
    await saveAndClose(page, 'client-types-dialog', 'Profile updated successfully');
    await expect.poll(() => page.getByTestId('client-types-value').locator('.MuiChip-root').count()).toBe(2);

    await page.getByTestId('answer-9-add').click();
    d = dialog(page, 'admired-brands-dialog');
    await d.locator('textarea[name=admired_brands]').fill('x');
    await d.locator('textarea[name=admired_brands]').fill(' ');
    await d.getByText('Admired brands or companies cannot be empty').waitFor();
    await d.locator('textarea[name=admired_brands]').fill('Canva, Atlassian, Linear');
    await saveAndClose(page, 'admired-brands-dialog', 'Profile updated successfully');
    await expect.poll(() => page.getByTestId('answer-9-text').innerText()).toBe('Canva, Atlassian, Linear');

    // Billing: required fields, a valid owner email.
    await page.getByTestId('edit-billing').click();
    d = dialog(page, 'billing-dialog');
    await d.locator('input[name=company_name]').focus();
    await d.locator('input[name=company_name]').blur();
    await d.getByText('Company Name is required').waitFor();
    await d.locator('input[name=owner_email]').fill('not-an-email');
    await d.getByText('Must be a valid email').waitFor();
    expect(await saveOf(d).isDisabled()).toBe(true);
    const billing = {
      company_name: 'Sharma Design Studio',
      company_address: '1 George St, Sydney NSW 2000',
      owner_name: 'Priya Sharma',
      owner_email: 'billing@sharma.design',
      owner_phone: '+61400000000',
      bank_name: 'Commonwealth Bank',
      account_name: 'Sharma Design Studio',
      account_number: '12345678',
      bsb_number: '062-000',
    };
    for (const [field, value] of Object.entries(billing)) await d.locator(`input[name=${field}]`).fill(value);
    await saveAndClose(page, 'billing-dialog', 'Billing Details Updated.');
    await expect.poll(() => page.getByTestId('side-billing').innerText()).toContain('Sharma Design Studio');
  });

  it('uploads an avatar (images only) and answers with an uploaded video, a recorded video, audio and text', async () => {
    // Avatar: images only, then the processed image.
    await page.getByTestId('avatar-input').setInputFiles(join(mediaDir, 'notes.txt'));
    await toast(page, 'Only image files are accepted');
    await page.getByTestId('avatar-input').setInputFiles(join(mediaDir, 'avatar.png'));
    await toast(page, 'Profile image updated successfully');
    await expect
      .poll(() => page.getByTestId('avatar-image').getAttribute('data-status'), { timeout: 60_000 })
      .toBe('ready');
    const avatar = (await page.getByTestId('avatar-image').getAttribute('data-src'))!;
    expect(avatar).toMatch(/^\/media\//);
    await expect
      .poll(() =>
        page
          .getByTestId('profile-header')
          .locator(`img[src="${avatar}"]`)
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    // An uploaded video answer (Work Showcase), played back in the video player.
    await page.getByTestId('answer-3-add').click();
    let d = dialog(page, 'answer-dialog');
    await d.getByTestId('mode-upload').click();
    await d.getByTestId('answer-file').setInputFiles(join(mediaDir, 'showcase.webm'));
    await d.getByTestId('answer-file-name').waitFor();
    await saveAndClose(page, 'answer-dialog', 'Profile updated successfully');
    await page.getByTestId('answer-3').getByTestId('play-video-tile').click();
    const video = page.locator('.MuiDialog-root video');
    await video.waitFor();
    await page.locator('.MuiDialog-root').getByRole('button', { name: 'Play', exact: true }).click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.2);
    await page.keyboard.press('Escape');
    await page.locator('.MuiDialog-root video').waitFor({ state: 'detached' });

    // A video recorded in the browser (About me) with MediaRecorder and the fake camera.
    await page.getByTestId('answer-2-add').click();
    d = dialog(page, 'answer-dialog');
    await d.getByTestId('record-start').click();
    await d.getByTestId('record-stop').waitFor();
    await recordedFor(d, 2);
    await d.getByTestId('record-stop').click();
    await d.getByTestId('recorded-preview').waitFor();
    await saveAndClose(page, 'answer-dialog', 'Profile updated successfully');
    await page.getByTestId('answer-2').getByTestId('play-video-tile').waitFor();

    // An audio recording (How People Describe Me), played in the audio player.
    await page.getByTestId('answer-4-add').click();
    d = dialog(page, 'answer-dialog');
    await d.getByTestId('mode-audio').click();
    await d.getByTestId('record-start').click();
    await d.getByTestId('record-stop').waitFor();
    await recordedFor(d, 2);
    await d.getByTestId('record-stop').click();
    await d.getByTestId('recorded-preview').waitFor();
    await saveAndClose(page, 'answer-dialog', 'Profile updated successfully');
    await page.getByTestId('answer-4').getByTestId('audio-element').waitFor({ state: 'attached' });

    // Text answers (Work Style, Tools & Technologies); one removed with the Remove confirmation.
    for (const [slot, text] of [
      [5, 'Async first, with a weekly design crit. I write things down.'],
      [6, 'Figma, FigJam, Notion, Linear, a little React and Storybook.'],
    ] as const) {
      await page.getByTestId(`answer-${slot}-add`).click();
      d = dialog(page, 'answer-dialog');
      await d.getByTestId('mode-text').click();
      await d.locator('textarea[name=answer_text]').fill('x');
      await d.locator('textarea[name=answer_text]').fill('');
      await d.getByText('Add an answer').waitFor();
      await d.locator('textarea[name=answer_text]').fill(text);
      await saveAndClose(page, 'answer-dialog', 'Profile updated successfully');
      await expect.poll(() => page.getByTestId(`answer-${slot}-text`).innerText()).toBe(text);
    }
    await page.getByTestId('answer-6-delete').click();
    const confirm = page.getByTestId('confirm-dialog').filter({ visible: true });
    await confirm.getByText('Are you sure you want to remove this section?').waitFor();
    expect(await confirm.locator('h2').innerText()).toBe('Remove');
    expect(await confirm.getByTestId('confirm-no').innerText()).toBe('No, Cancel');
    await confirm.getByTestId('confirm-yes').click();
    await toast(page, 'Profile updated successfully');
    await page.getByTestId('answer-6-empty').waitFor();
  });

  it('deletes a certificate and a project, each with its confirmation, and keeps everything after a reload', async () => {
    // Delete a certificate and a project, each with its confirmation.
    await page.getByTestId('certificates').getByTestId('certificate-delete').last().click();
    let confirm = page.getByTestId('confirm-delete-certificate');
    await confirm.getByText('Are you sure, you want to delete this certificate?').waitFor();
    expect(await confirm.getByTestId('confirm-yes').innerText()).toBe('Yes, Please');
    await confirm.getByTestId('confirm-yes').click();
    await toast(page, 'Certificate deleted successfully');
    await expect.poll(() => page.getByTestId('certificates').locator('[data-item]').count()).toBe(1);

    await page.getByTestId('projects').getByTestId('project-delete').last().click();
    confirm = page.getByTestId('confirm-delete-project');
    await confirm.getByText('Are you sure, you want to delete this project?').waitFor();
    await confirm.getByTestId('confirm-yes').click();
    await toast(page, 'Project deleted successfully');
    await expect.poll(() => page.getByTestId('projects').locator('[data-item]').count()).toBe(1);

    // After a reload everything is still there (X-Min-Position).
    await page.reload();
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('profile-industry-title').innerText()).toBe('Product Designer');
    expect(await page.getByTestId('answer-9-text').innerText()).toBe('Canva, Atlassian, Linear');
  });

  it('keeps phone and location on the account page, from the countries service', async () => {
    // The account page: phone and location from the countries service.
    await page.goto(`${platform.appUrl}/profile/edit-account`);
    const form = page.getByTestId('account-form');
    await form.waitFor();
    await form.locator('input[name=first_name]').fill('');
    await form.getByText('First name is required').waitFor();
    expect(await page.getByTestId('account-save').isDisabled()).toBe(true);
    await form.locator('input[name=first_name]').fill('Priya');
    await form.getByTestId('account-country').fill('Australi');
    await page.getByRole('option', { name: 'Australia', exact: true }).click();
    await form.getByTestId('account-state').fill('New South');
    await page.getByRole('option', { name: 'New South Wales', exact: true }).click();
    await form.getByTestId('account-city').fill('Sydn');
    await page.getByRole('option', { name: 'Sydney', exact: true }).click();
    await form.locator('input[name=phone_number]').fill('400 123 456');
    await page.getByTestId('account-save').click();
    await toast(page, 'Profile updated successfully');
  });

  it('shows the full profile in view mode, light and dark, and in each locale (screenshots)', async () => {
    // The full profile in view mode, light and dark, and in each locale.
    await page.goto(`${platform.appUrl}/profile/profile`);
    await page.getByTestId('profile-page').waitFor();
    await expect
      .poll(() => page.getByTestId('side-location').innerText())
      .toContain('Sydney, New South Wales, Australia');
    expect(await page.getByTestId('side-phone').innerText()).toContain('+61 400 123 456');
    await fullShot(page, 'profile-owner-view-light');
    await page.getByTestId('mode-edit').click();
    await fullShot(page, 'profile-owner-edit-light');
    for (const [mode, locale] of [
      ['dark', 'en'],
      ['light', 'fr'],
      ['light', 'ro'],
      ['dark', 'zh'],
    ] as const) {
      await page.evaluate(
        ([m, l]) => {
          localStorage.setItem('RaStoreDth.theme', JSON.stringify(m));
          localStorage.setItem('RaStoreDth.locale', JSON.stringify(l));
        },
        [mode, locale],
      );
      await page.reload();
      await page.getByTestId('profile-page').waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${locale}`));
      await page.getByTestId('answer-3').getByTestId('play-video-tile').waitFor();
      await fullShot(page, `profile-owner-${mode}-${locale}`);
    }
    await page.evaluate(() => {
      localStorage.setItem('RaStoreDth.theme', JSON.stringify('light'));
      localStorage.setItem('RaStoreDth.locale', JSON.stringify('en'));
    });
    await page.context().close();
  });

  it('another user sees the same profile read-only, with no edit control in the DOM', async () => {
    expect(specialistId).not.toBe('');
    const page = await openPage();
    await signIn(page, platform, platform.demoUsers.owner);
    await page.goto(`${platform.appUrl}/profile-view?id=${specialistId}`);
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('profile-name').innerText()).toBe('Priya Sharma');
    expect(await page.getByTestId('profile-industry-title').innerText()).toBe('Product Designer');
    // Billing is the specialist's and admins' only; contact details are for owners of a network they joined.
    expect(await page.getByTestId('side-billing').count()).toBe(0);
    await page.getByTestId('answer-3').getByTestId('play-video-tile').waitFor();
    await page.getByTestId('answer-4').getByTestId('audio-element').waitFor({ state: 'attached' });
    expect(await page.getByTestId('answer-5-text').count()).toBe(1);
    // Unanswered sections are hidden from other viewers.
    expect(await page.getByTestId('answer-6').count()).toBe(0);
    expect(await page.locator('[data-owner-control]').count()).toBe(0);
    expect(await page.getByTestId('mode-toggle').count()).toBe(0);
    expect(await page.getByTestId('avatar-upload').count()).toBe(0);
    expect(await page.getByTestId('avatar-input').count()).toBe(0);
    expect(await page.locator('[data-testid^=edit-]').count()).toBe(0);
    expect(await page.locator('input[type=file]').count()).toBe(0);
    await fullShot(page, 'profile-read-only-light');

    // The narrow layout (390 px).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(390);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await fullShot(page, 'profile-read-only-390');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await fullShot(page, 'profile-read-only-1920');
    await page.context().close();
  });
});
