// The journal's non-paper pages as readers use them: the pages of API items reached from their
// lists, the 404 page, the FAQ accordion, the conference proceedings page, the ethics page's
// links and unknown targets, and the contact form with and without JavaScript.
import type { Page } from '@playwright/test';
import {
  axeViolations,
  expect as baseExpect,
  escapeRegExp,
  journalUnderTest,
  test,
} from '../../src/fixtures.ts';

// The machines running these tests are shared and often busy: generous waits, same checks.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const journal = journalUnderTest();
const acronym = journal.names.acronym;
const at = (path: string) => new RegExp(`${escapeRegExp(`${journal.prefix}${path}`)}$`);

async function expectReadablePage(page: Page, title: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('pages of API items', () => {
  test('a blog post from the blog list, with its own title and description', async ({ page }) => {
    await page.goto('blogs');
    const first = page
      .getByRole('list', { name: 'Blog posts' })
      .getByRole('heading', { level: 2 })
      .first();
    const postTitle = (await first.textContent())?.trim() ?? '';
    expect(postTitle).not.toBe('');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(journal.prefix)}blogs/[a-z0-9-]+$`));
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postTitle);
    await expectReadablePage(page, `${postTitle} | Blog | ${acronym}`);
  });

  test("a post's tag lists the posts with that tag, under /blogs/tag/", async ({ page }) => {
    await page.goto('blogs');
    const tag = page
      .getByRole('list', { name: /^Tags of / })
      .first()
      .getByRole('link')
      .first();
    const tagName = (await tag.textContent())?.trim() ?? '';
    await tag.click();
    await expect(page).toHaveURL(
      new RegExp(`${escapeRegExp(journal.prefix)}blogs/tag/[a-z0-9-]+$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagName);
    const posts = page.getByRole('list', { name: `Posts tagged ${tagName}` }).getByRole('listitem');
    expect(await posts.count()).toBeGreaterThan(0);
    expect((await page.reload())?.status()).toBe(200);
    await expectReadablePage(page, `${tagName} | Blog | ${acronym}`);
    // No link of the site leads to a tag under the post's own /tag/ address.
    await expect(page.locator(`a[href^="${journal.prefix}tag/"]`)).toHaveCount(0);
  });

  test("a post's /tag/ address opens the post at its /blogs/ address", async ({ page }) => {
    await page.goto('blogs');
    const link = page.getByRole('list', { name: 'Blog posts' }).getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    const slug = href.split('/').at(-1) ?? '';
    const response = await page.goto(`tag/${slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(at(`tag/${slug}`));
    await expect(page).toHaveURL(at(`blogs/${slug}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
  });

  test('a board member from the editorial board', async ({ page }) => {
    await page.goto('editorial-board');
    const members = page.getByRole('list', { name: 'Board members' });
    expect(await members.getByRole('listitem').count()).toBeGreaterThan(2);
    const name = members.getByRole('heading', { level: 3 }).first();
    const memberName = (await name.textContent())?.trim() ?? '';
    await name.getByRole('link').click();
    await expect(page).toHaveURL(
      new RegExp(`${escapeRegExp(journal.prefix)}editorial-board/[a-z0-9-]+$`),
    );
    expect((await page.reload())?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(memberName);
    await expect(page.getByRole('link', { name: /Back to Editorial Board/ })).toBeVisible();
    await expectReadablePage(page, `${memberName} | Editorial Board | ${acronym}`);
  });

  test('the topics page lists the API topics by category', async ({ page }) => {
    await page.goto('topics');
    const categories = page
      .getByRole('list', { name: 'Topics by category' })
      .getByRole('heading', { level: 3 });
    expect(await categories.count()).toBeGreaterThan(1);
  });

  test('the home page shows the latest issue with links to its papers', async ({ page }) => {
    await page.goto('./');
    const papers = page
      .getByRole('list', { name: 'Papers of the latest issue' })
      .getByRole('listitem');
    expect(await papers.count()).toBeGreaterThan(0);
    await expect(papers.first().getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(
        `^${escapeRegExp(journal.prefix)}current-issue/paper-details\\?paperid=\\w+&papertitle=[a-z0-9-]+$`,
      ),
    );
    await expect(page.getByText(/^Volume \d+, Issue \d+ \(\d{4}\)$/)).toBeVisible();
  });
});

test.describe('unknown addresses', () => {
  const unknown = [
    ['an unknown path', 'no-such-page', 'NO-SUCH-PAGE'],
    ['an unknown nested path', 'aim-and-scope/extra', 'AIM-AND-SCOPE'],
    ['an unknown blog post', 'blogs/no-such-post', 'BLOGS'],
    ['an unknown post at its /tag/ address', 'tag/no-such-post', 'TAG'],
    ['an unknown tag', 'blogs/tag/no-such-tag', 'BLOGS'],
    ['an unknown board member', 'editorial-board/no-such-member', 'EDITORIAL-BOARD'],
    ['a slug no item can have', `blogs/${'x'.repeat(300)}`, 'BLOGS'],
  ] as const;
  for (const [what, path, heading] of unknown) {
    test(`${what} answers 404 with the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${heading} | ${acronym}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(
        page.getByText("Sorry, the page you're looking for doesn't exist."),
      ).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Return Home' }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(journal.prefix)}$`));
    });
  }
});

test.describe('the FAQ accordion', () => {
  test('holds twelve questions, opens one at a time and closes the open one when chosen again', async ({
    page,
  }) => {
    await page.goto('FAQs');
    const questions = page.locator('main details');
    await expect(questions).toHaveCount(12);
    const open = page.locator('main details[open]');
    await expect(open).toHaveCount(0);

    await questions.nth(0).locator('summary').click();
    await expect(open).toHaveCount(1);
    await expect(questions.nth(0)).toHaveAttribute('open', '');

    await questions.nth(3).locator('summary').click();
    await expect(open).toHaveCount(1);
    await expect(questions.nth(3)).toHaveAttribute('open', '');
    await expect(questions.nth(0)).not.toHaveAttribute('open');

    await questions.nth(3).locator('summary').click();
    await expect(open).toHaveCount(0);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('FAQs');
    const summary = page.locator('main summary').first();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main details').first()).toHaveAttribute('open', '');
  });

  test('opens an answer without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('FAQs');
    await page.locator('main summary').first().click();
    await expect(page.locator('main details').first()).toHaveAttribute('open', '');
    await context.close();
  });
});

test('the conference proceedings page has six steps, a benefits table and fourteen FAQs', async ({
  page,
}) => {
  await page.goto('conference-procedings');
  const main = page.getByRole('main');
  await expect(main.getByRole('table')).toHaveCount(1);
  await expect(main.locator('details')).toHaveCount(14);
  const steps = main
    .locator('ol')
    .filter({ has: page.getByText(/proposal/i) })
    .first()
    .locator(':scope > li');
  await expect(steps).toHaveCount(6);
});

test.describe('the ethics page', () => {
  test('an unknown target shows the start of the page', async ({ page }) => {
    await page.goto('ethics?target=no-such-section');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a policy link from another page opens the ethics page at its section', async ({ page }) => {
    await page.goto('aim-and-scope');
    const policies = page.getByRole('complementary').getByRole('region', { name: 'Policies' });
    // On the phone the side column is below the content: bring it into view first. On the
    // desktop this does what the click does anyway (scroll only if it is out of view).
    await policies.scrollIntoViewIfNeeded();
    await policies.getByRole('link', { name: 'Article Withdrawal' }).click();
    await expect(page).toHaveURL(/ethics\?target=article-withdrawal$/);
    await expect(page.locator('h2#article-withdrawal')).toBeInViewport();
  });
});

test.describe('the contact form', () => {
  test('has the four fields, none required, with their types', async ({ page }) => {
    await page.goto('contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('First name')).toHaveAttribute('type', 'text');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '4');
    await expect(form.locator('[required]')).toHaveCount(0);
  });

  test('points out what to fix, then prepares the message as an e-mail to the journal', async ({
    page,
  }) => {
    await page.goto('contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Asha');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Email: Please enter an e-mail address');
    await expect(page.getByRole('alert')).toContainText('Message: Please write your message.');
    await expect(form.getByLabel('First name')).toHaveValue('Asha');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    // The error summary has the focus, scrolled into view. At the top: axe counts a link the
    // sticky header half covers as a small target.
    await expect(page.getByRole('alert')).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('Email').fill('asha@example.org');
    await form.getByLabel('Message').fill('When is the next issue?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your message is ready to send' }),
    ).toBeVisible();
    const send = page.getByRole('link', { name: 'Send by e-mail' });
    const href = (await send.getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${journal.contact.journalEmail}?subject=`)).toBe(true);
    expect(decodeURIComponent(href)).toContain('When is the next issue?');
    expect(decodeURIComponent(href)).toContain('E-mail: asha@example.org');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Email').fill('bad');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please write your message.');
    await expect(form.getByLabel('Email')).toHaveValue('bad');
    await form.getByLabel('Email').fill('reader@example.org');
    await form.getByLabel('Message').fill('A question about the review.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your message is ready to send' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${escapeRegExp(journal.contact.journalEmail ?? '')}\\?`),
    );
    await context.close();
  });

  test('answers a bad post with HTTP 400 and a good one with 200', async ({ request }) => {
    const bad = await request.post('contact-us', { form: { email: 'x', message: '' } });
    expect(bad.status()).toBe(400);
    const good = await request.post('contact-us', { form: { message: 'Hello' } });
    expect(good.status()).toBe(200);
    expect(await good.text()).toContain('Your message is ready to send');
  });
});
