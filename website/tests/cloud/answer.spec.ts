import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { askableQuestions } from '@hlf-docs/search-client/protocol';
import { test, expect } from './support/fixtures';
import {
  ask,
  askAndWait,
  askPanel,
  openPanelAt,
  searchFor,
  sourceLinksOf,
} from './support/askPanel';
import { watchAnswerRequests, watchPageQuestionSearches } from './support/answerRequests';

// Answers written by the service's extractive answerer: quotations of our docs with their links.

test('Ask AI from the search dialog answers the query with a quote of the docs and links to the exact sections', async ({
  page,
}) => {
  await page.goto('docs/');
  const { askEntry } = await searchFor(page, 'renew certificates');
  await expect(askEntry).toContainText('“renew certificates”');
  await askEntry.click();

  const panel = askPanel(page);
  const answer = panel.interactions.first();
  await expect(answer.getByRole('heading', { name: 'renew certificates' })).toBeVisible();
  const quote = answer.locator('blockquote').first();
  await expect(quote).toContainText(/renew/i);
  await expect(answer).toContainText('Quoted from the documentation, with no language model.');

  // Every source opens a section of the site (at its anchor, unless it is the page's opening), and
  // the first quote's link is the first source.
  const sources = sourceLinksOf(answer);
  await expect(sources.first()).toBeVisible();
  const hrefs = await sources.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/bevel-operator-fabric\/(docs|blog)\/[^#]+(#[\w-]+)?$/);
  }
  expect(hrefs.some((href) => href?.includes('#'))).toBe(true);
  // The quote's link ends its quotation (after the code under it, when there is some).
  const quoteLink = answer.locator('blockquote ~ p a').first();
  expect(await quoteLink.getAttribute('href')).toBe(hrefs[0]);
  // The quote's sentences (the service quotes prose around the code blocks it skips).
  const quoted = (await quote.innerText())
    .split(/ … |(?<=[.:])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 20);
  expect(quoted.length).toBeGreaterThan(0);

  // Following a source closes the dialog and lands on its section.
  const target = hrefs.findIndex((href) => href?.includes('#'));
  const href = hrefs[target]!;
  await sources.nth(target).click();
  await expect(panel.dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  const anchor = decodeURIComponent(href.split('#')[1]!);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();

  // The quote is our docs' own text: the page its link opens holds each of its sentences.
  await page.goto(hrefs[0]!.replace('/bevel-operator-fabric/', ''));
  const pageText = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
  for (const sentence of quoted) expect(pageText).toContain(sentence.replace(/\s+/g, ' '));
});

test('the panel’s example question gets the tutorial’s install command, whole and highlighted, under the sentence that introduces it', async ({
  page,
}) => {
  await openPanelAt(page, 'docs/');
  const answer = await askAndWait(page, 'How do I install the operator?');
  await expect(answer.locator('blockquote').first()).toContainText('the commands below make both:');
  const code = answer.locator('pre.prism-code');
  await expect(code).toHaveCount(1);
  // Its lines as the page has them, highlighted in the page with the site's own code block.
  const lines = await code.locator('.token-line').allTextContents();
  expect(lines.slice(0, 2)).toEqual([
    'helm repo add kfs https://kfsoftware.github.io/hlf-helm-charts --force-update',
    'helm install hlf-operator --version=1.13.0 kfs/hlf-operator \\',
  ]);
  await expect(code.locator('.token').first()).toBeVisible();
  await expect(answer.locator('blockquote ~ p a').first()).toHaveAttribute(
    'href',
    '/bevel-operator-fabric/docs/intro/getting-started#install-the-operator',
  );
});

test('“What does this page cover?” on a docs page answers with that page: its opening and its sections, each a link', async ({
  page,
}) => {
  const panel = await openPanelAt(page, 'docs/operator-guide/increase-storage');
  await expect(panel.aboutPage).toBeChecked();
  const answer = await askAndWait(page, 'What does this page cover?');
  await expect(answer.locator('blockquote').first()).toContainText('A ledger only grows');
  const outline = answer.locator('ul').first().getByRole('link');
  await expect(outline.first()).toHaveText('Prerequisites');
  await expect(
    outline.filter({ hasText: 'Step 2: raise the size in the resource' }),
  ).toHaveAttribute(
    'href',
    '/bevel-operator-fabric/docs/operator-guide/increase-storage#step-2-raise-the-size-in-the-resource',
  );
});

test('on a docs page the empty panel offers the questions that page answers, and asking one answers from the page', async ({
  page,
}) => {
  // The questions the page's opening answers, as the build sends them to the service.
  const written = JSON.parse(
    readFileSync(join(__dirname, '../../questions/operator-guide/increase-storage.json'), 'utf8'),
  ) as Record<string, string[]>;
  const offered = askableQuestions(written['']).slice(0, 3);
  expect(offered.length).toBe(3);

  // A host that serves folders (GitHub Pages) sends the reader to the address with a slash.
  for (const path of [
    'docs/operator-guide/increase-storage/',
    'docs/operator-guide/increase-storage',
  ]) {
    const panel = await openPanelAt(page, path);
    const list = panel.dialog.getByRole('list', { name: 'Questions this page answers' });
    await expect(list.getByRole('button')).toHaveText(offered);
  }
  const panel = askPanel(page);
  // Asking about the whole site instead: the page's questions go, the general examples stay.
  await panel.aboutPage.uncheck();
  await expect(panel.dialog.getByText('Questions this page answers:')).toHaveCount(0);
  await expect(
    panel.dialog.getByRole('button', { name: 'How do I install the operator?', exact: true }),
  ).toBeVisible();
  await panel.aboutPage.check();

  await panel.dialog.getByRole('button', { name: offered[0]!, exact: true }).click();
  const answer = panel.interactions.first();
  await answer.getByRole('button', { name: /^(Regenerate|Retry)$/ }).waitFor();
  await expect(sourceLinksOf(answer).first()).toHaveAttribute(
    'href',
    /^\/bevel-operator-fabric\/docs\/operator-guide\/increase-storage(#|$)/,
  );
});

test('a page outside the docs offers the general examples only, and never asks for a page’s questions', async ({
  page,
}) => {
  const pageSearches = watchPageQuestionSearches(page);
  const panel = await openPanelAt(page, 'blog');
  await expect(panel.aboutPage).not.toBeChecked();
  await expect(
    panel.dialog.getByRole('list', { name: 'Example questions' }).getByRole('button'),
  ).toHaveCount(3);
  // An answer comes after any request the panel made as it opened.
  await askAndWait(page, 'How do I renew the certificates of a peer?');
  expect(pageSearches).toEqual([]);
  await expect(panel.dialog.getByText('Questions this page answers:')).toHaveCount(0);
});

test('opened with the search box\u2019s words, the panel asks them and not for the page\u2019s questions; Back to search, then Ask AI again, shows the same answer', async ({
  page,
}) => {
  const answers = watchAnswerRequests(page);
  const pageSearches = watchPageQuestionSearches(page);
  await page.goto('docs/');
  const { askEntry, box } = await searchFor(page, 'renew certificates');
  await askEntry.click();
  const panel = askPanel(page);
  await panel.interactions
    .first()
    .getByRole('button', { name: 'Regenerate', exact: true })
    .waitFor();

  await panel.dialog.getByRole('button', { name: 'Back to search', exact: true }).click();
  await expect(box).toHaveValue('renew certificates');
  await askEntry.click();
  await expect(panel.interactions).toHaveCount(1);
  await expect(
    panel.interactions.first().getByRole('button', { name: 'Regenerate', exact: true }),
  ).toBeVisible();
  expect(answers).toHaveLength(1);
  // The panel opened with a question: the page's questions, offered only before one, were never
  // asked for.
  expect(pageSearches).toEqual([]);
});

test('a follow-up is answered in the same conversation, with the history sent along', async ({
  page,
}) => {
  const answers = watchAnswerRequests(page);
  const panel = await openPanelAt(page, 'docs/');
  await askAndWait(page, 'How do I renew the certificates of a peer?');
  const followUp = await askAndWait(page, 'And for ordering nodes?');

  await expect(panel.interactions).toHaveCount(2);
  await expect(panel.input).toHaveAccessibleName('Ask a follow-up question');
  // The panel's header stays in view (only the conversation scrolls), and the follow-up starts
  // at the top of the conversation.
  await expect(panel.close).toBeInViewport({ ratio: 1 });
  expect(await panel.dialog.evaluate((dialog) => dialog.scrollTop)).toBe(0);
  await expect(followUp.getByRole('heading', { name: 'And for ordering nodes?' })).toBeInViewport();
  // The follow-up borrows the first question's words: its sources are about renewing orderers.
  await expect(sourceLinksOf(followUp).first()).toContainText(/ordering node|orderer/i);
  expect(answers).toHaveLength(2);
  expect(answers[1]!.conversation_id).toBe(answers[0]!.conversation_id);
  expect(answers[1]!.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
  expect(answers[1]!.messages[0]!.content).toBe('How do I renew the certificates of a peer?');
  expect(answers[1]!.messages[1]!.content).toContain('From the documentation:');

  // The conversation outlives the dialog: closed and opened again, it is still there.
  await page.keyboard.press('Escape');
  await expect(panel.dialog).toHaveCount(0);
  await page.keyboard.press('Control+i');
  await expect(panel.interactions).toHaveCount(2);
});

test('related questions are buttons that ask them', async ({ page }) => {
  const panel = await openPanelAt(page, 'docs/');
  const first = await askAndWait(page, 'How do I renew the certificates of a peer?');
  const related = first.getByRole('button', { name: /\?$/ });
  await expect(related.first()).toBeVisible();
  const question = (await related.first().innerText()).trim();

  await related.first().click();
  await expect(panel.interactions).toHaveCount(2);
  const second = panel.interactions.nth(1);
  await expect(second.getByRole('heading', { name: question })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Regenerate', exact: true })).toBeVisible();
  await expect(sourceLinksOf(second).first()).toBeVisible();
});

test('Regenerate asks the last question again in place of its answer', async ({
  page,
  serviceRequests,
}) => {
  const answers = watchAnswerRequests(page);
  const panel = await openPanelAt(page, 'docs/');
  const answer = await askAndWait(page, 'How do I renew the certificates of a peer?');
  const before = await answer.locator('blockquote').first().innerText();

  await answer.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expect.poll(() => answers.length).toBe(2);
  await expect(
    panel.interactions.first().getByRole('button', { name: 'Regenerate', exact: true }),
  ).toBeVisible();
  // One question, answered again; asked once in the history sent with it.
  await expect(panel.interactions).toHaveCount(1);
  expect(answers[1]!.query).toBe(answers[0]!.query);
  expect(answers[1]!.messages).toEqual([]);
  const posted = serviceRequests.filter(
    (request) => request.method === 'POST' && request.path.endsWith('/answer'),
  );
  expect(posted).toHaveLength(2);
  await expect(panel.interactions.first().locator('blockquote').first()).toHaveText(before);
  await expect(panel.input).toBeFocused();
});

test('Copy puts the answer’s Markdown on the clipboard; Clear empties the conversation', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const panel = await openPanelAt(page, 'docs/');
  const answer = await askAndWait(page, 'How do I renew the certificates of a peer?');

  // Exactly: a code block quoted in the answer has its own "Copy code to clipboard".
  await answer.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(answer.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^From the documentation:\n\n> /);
  // Its links work where it is pasted: they carry the site's address.
  const origin = new URL(page.url()).origin;
  expect(copied).toContain(`](${origin}/bevel-operator-fabric/docs/`);
  expect(copied).toMatch(
    /— \[[^\]]+\]\(https?:\/\/[^/]+\/bevel-operator-fabric\/docs\/[^)]+#[\w-]+\)/,
  );
  expect(copied).not.toContain('](/');

  await panel.clear.click();
  await expect(panel.interactions).toHaveCount(0);
  await expect(panel.dialog).toContainText('Ask a question about the HLF Operator docs.');
  await expect(panel.input).toBeFocused();
  await expect(panel.input).toHaveAccessibleName('Ask a question about the docs');
});

test('raw HTML in an answer stays text: an <img onerror> quoted from a document runs nothing', async ({
  page,
}) => {
  await openPanelAt(page, 'docs/');
  const answer = await askAndWait(page, 'What is the quokka probe setting?');
  await expect(answer.locator('blockquote').first()).toContainText(
    '<img src=x onerror="window.__answerInjected=1">',
  );
  await expect(askPanel(page).dialog.locator('img')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __answerInjected?: number }).__answerInjected),
  ).toBeUndefined();
});

test('when the service never starts answering, the panel says so within seconds and offers Retry', async ({
  page,
}) => {
  const panel = await openPanelAt(page, 'docs/');
  // The service's answers hang from now on: their requests are held and never answered.
  await page.route('**/v1/collections/*/answer*', () => undefined);
  const interaction = await ask(page, 'How do I renew the certificates of a peer?');
  await expect(interaction.getByRole('button', { name: 'Retry', exact: true })).toBeVisible({
    timeout: 14_000,
  });
  await expect(interaction).toContainText(/timed out/i);
  await expect(panel.input).toBeEditable();
});
