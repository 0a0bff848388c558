// Every publisher route at desktop width and at 360 px: status, the head tags of the site
// config, one h1, no console errors, no accessibility violations; then what each page states.
import { publisher } from '@journals/site-config';
import type { Page } from '@playwright/test';
import { at, axeViolations, expect as baseExpect, test } from './fixtures.ts';

// The machines running these tests are shared and often busy: generous waits, same checks.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The routes whose canonical address is another route's: the same page under an older name. */
const canonicalPaths = new Map<string, string>([['/guidence-for-authors', '/publication&ethics']]);
test.describe.configure({ timeout: 120_000 });

async function metaContent(page: Page, name: string) {
  return page.locator(`meta[name="${name}"]`).getAttribute('content');
}

test.describe('every publisher route', () => {
  for (const path of publisher.routes) {
    test(`${path} is server-rendered with its title, description, keywords, canonical link, one h1 and no accessibility violations`, async ({
      page,
    }) => {
      const meta = publisher.pages[path];
      const response = await page.goto(at(path));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(meta.title);
      expect(await metaContent(page, 'description')).toBe(meta.description);
      expect(await metaContent(page, 'keywords')).toBe(meta.keywords.join(', '));
      const canonical = canonicalPaths.get(path) ?? path;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(at(canonical), page.url()).href,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = page.viewportSize()?.width ?? 0;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the canonical link is the current address itself, with the public origin', async ({
    page,
  }) => {
    await page.goto('about');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
    await page.goto('./?tab=librarians');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
  });

  test('the canonical link names the configured public origin, never a forwarded host', async ({
    request,
  }) => {
    const response = await request.get('faqs', {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const html = await response.text();
    // The app server's public origin: by default its own address.
    expect(html).toContain(`<link rel="canonical" href="${new URL(response.url()).origin}/faqs"/>`);
    expect(html).not.toContain('evil.example');
  });
});

test.describe('the 404 page', () => {
  for (const path of ['no-such-page', 'about/extra', 'indjeee-not-a-journal']) {
    test(`/${path} answers 404 with Page Not Found and a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(
        page.getByText("Sorry, the page you're looking for doesn't exist."),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Return Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page).toHaveTitle(publisher.pages['/'].title);
    });
  }
});

test.describe('about', () => {
  test('tells the story, five aims and the research scope in groups of 6, 5 and 6', async ({
    page,
  }) => {
    await page.goto('about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
    const aims = main.locator('h2:has-text("Our Aim") + ol > li');
    await expect(aims).toHaveCount(5);
    for (const [group, count] of [
      ['Engineering & Technology', 6],
      ['Multidisciplinary', 5],
      ['Applied Sciences', 6],
    ] as const) {
      await expect(main.locator(`h3:text-is("${group}") + ul > li`)).toHaveCount(count);
    }
  });
});

test.describe('journals', () => {
  test('lists the six journals of the config with frequency and e-ISSN; Visit Journal opens a new tab', async ({
    page,
  }) => {
    await page.goto('journals');
    const cards = page.getByRole('list', { name: 'Our journals' }).getByRole('listitem');
    await expect(cards).toHaveCount(publisher.journals.length);
    for (const [index, journal] of publisher.journals.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(journal.title);
      await expect(card).toContainText(journal.fullTitle);
      await expect(card).toContainText(journal.eIssn);
      await expect(card).toContainText(journal.publicationFrequency);
      await expect(card).toContainText(journal.publicationMonth);
      const visit = card.getByRole('link', {
        name: new RegExp(`^Visit Journal: ${journal.title}`),
      });
      await expect(visit).toHaveAttribute('href', journal.link);
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(cards.filter({ hasText: 'INDJEEE' }).getByRole('link')).toHaveAttribute(
      'href',
      '/indjeee/',
    );
    await expect(cards.filter({ hasText: 'INDJECE' }).getByRole('link')).toHaveAttribute(
      'href',
      '/indjece/',
    );
    await expect(page.getByText('Bi-monthly', { exact: true })).toHaveCount(3);
    await expect(page.getByText('3 issues per year', { exact: true })).toHaveCount(3);
    await expect(cards.filter({ hasText: 'INDJAMS' })).toContainText('Applied');
  });
});

test.describe('for authors', () => {
  test('gives the guidelines, four steps, the processing charge and copyright notes', async ({
    page,
  }) => {
    await page.goto('for-authors');
    const main = page.getByRole('main');
    await expect(main).toContainText('4,000 to 8,000 words');
    await expect(main).toContainText('12pt Times New Roman');
    await expect(main).toContainText('300 dpi');
    await expect(main).toContainText('APA 7th');
    await expect(
      main.locator('ol').filter({ hasText: 'Submit online' }).locator(':scope > li'),
    ).toHaveCount(4);
    await expect(main).toContainText('one-time processing charge applies per paper');
    await expect(main).toContainText('CC BY 4.0');
    await expect(main).toContainText("commercial use needs the publisher's permission");
  });
});

test.describe('the two publication ethics addresses', () => {
  test('show the same policy; the second names the first as canonical', async ({ page }) => {
    await page.goto('publication&ethics');
    const policy = await page.getByRole('main').innerText();
    await page.goto('guidence-for-authors');
    expect(await page.getByRole('main').innerText()).toBe(policy);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('publication&ethics', page.url()).href,
    );
  });
});

test.describe('the contact form', () => {
  test('has the four fields, none required, the message of four rows', async ({ page }) => {
    await page.goto('contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('First name')).toHaveAttribute('type', 'text');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '4');
    await expect(form.locator('[required]')).toHaveCount(0);
  });

  test('points out what to fix, then prepares the message as an e-mail to support, sending nothing', async ({
    page,
  }) => {
    await page.goto('contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Message: Please write your message.');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('First name').fill('Asha');
    await form.getByLabel('Email').fill('asha@example.org');
    await form.getByLabel('Message').fill('Which journal suits a paper on antennas?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const ready = page.getByRole('status').filter({ hasText: 'Your message is ready to send' });
    await expect(ready).toBeVisible();
    await expect(ready.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute(
      'href',
      new RegExp(
        `^mailto:${publisher.contact.supportEmail.replace('.', '\\.')}\\?subject=Enquiry%20to%20IND%20Journals%20from%20Asha&body=Which%20journal`,
      ),
    );
    // At the top: axe counts a link the sticky header half covers as a small target.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('works without JavaScript: a plain form post answers the prepared e-mail', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message is ready to send')).toBeVisible();
    await context.close();
  });
});
