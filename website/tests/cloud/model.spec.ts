import { test, expect } from './support/fixtures';
import { ask, askAndWait, openPanelAt, sourceLinksOf } from './support/askPanel';

// Answers written by a language model: the service configured with an OpenAI-compatible model
// (the stand-in written for the tests, on 127.0.0.1), as SEARCH_LLM_BASE_URL and SEARCH_LLM_MODEL
// configure it.
test.use({ answerWriter: 'model' });

const MARKDOWN_ANSWER = [
  'Renew a peer with `kubectl hlf peer renew`:\n\n',
  '```bash\nkubectl hlf peer renew --name=org1-peer0 --namespace=default\n```\n\n',
  'See [Renew the certificates of a peer]',
  '(/bevel-operator-fabric/docs/operator-guide/renew-certificates#renew-the-certificates-of-a-peer).',
];

test('the model’s answer is rendered from Markdown with the site’s code block, its sources listed', async ({
  page,
  model,
}) => {
  model.behaviour.tokens = MARKDOWN_ANSWER;
  await openPanelAt(page, 'docs/');
  const answer = await askAndWait(page, 'How do I renew the certificates of a peer?');

  await expect(answer.locator('p code')).toHaveText('kubectl hlf peer renew');
  // The site's own code block: highlighted in the page (Prism's tokens), with its copy button.
  const code = answer.locator('pre.prism-code');
  await expect(code).toContainText('kubectl hlf peer renew --name=org1-peer0 --namespace=default');
  await expect(code.locator('.token').first()).toBeVisible();
  await expect(
    answer.getByRole('link', { name: 'Renew the certificates of a peer' }).first(),
  ).toHaveAttribute(
    'href',
    '/bevel-operator-fabric/docs/operator-guide/renew-certificates#renew-the-certificates-of-a-peer',
  );
  await expect(answer).toContainText('Written by stand-in-model from the sources below.');
  await expect(sourceLinksOf(answer).first()).toBeVisible();

  // The model was asked the question with the docs' sections as its material.
  const streamed = model.requests.filter((request) => request.body.stream);
  expect(streamed).toHaveLength(1);
  const messages = streamed[0]!.body.messages;
  expect(messages.at(-1)).toEqual({
    role: 'user',
    content: 'How do I renew the certificates of a peer?',
  });
  expect(messages[0]!.content).toContain('kubectl hlf peer renew');
});

test('the answer streams in as it is written, and is read out by whole paragraphs', async ({
  page,
  model,
}) => {
  model.behaviour.tokens = [
    'The operator ',
    'renews certificates.\n\n',
    'Peers restart ',
    'one by one.',
  ];
  model.behaviour.tokenDelayMs = 700;
  const panel = await openPanelAt(page, 'docs/');
  const answer = await ask(page, 'How are certificates renewed?');

  // Part of the first paragraph, while the answer is still being written.
  await expect(answer).toContainText('The operator');
  await expect(panel.stop).toBeVisible();
  await expect(panel.liveRegion).toHaveText('');
  // The first paragraph is complete: it is announced, the one being written is not.
  await expect(answer).toContainText('Peers restart');
  await expect(panel.liveRegion).toContainText('The operator renews certificates.');
  await expect(panel.liveRegion).not.toContainText('Peers restart');
  // The end: the last paragraph and how the answer ended.
  await expect(panel.ask).toBeVisible({ timeout: 10_000 });
  await expect(panel.liveRegion).toContainText('Peers restart one by one.');
  await expect(panel.liveRegion).toContainText(/Answer complete, \d+ sources?\./);
});

test('Stop cancels the request: the service and the model see the disconnect, and what arrived stays', async ({
  page,
  model,
  serviceRequests,
}) => {
  model.behaviour.endless = true;
  const panel = await openPanelAt(page, 'docs/');
  const answer = await ask(page, 'How do I install the operator?');
  await expect(answer).toContainText('more more more');

  const modelHungUp = model.nextEarlyClose(10_000);
  await panel.stop.click();
  const posted = serviceRequests.find(
    (request) => request.method === 'POST' && request.path.endsWith('/answer'),
  );
  expect(posted).toBeDefined();
  await expect.poll(() => posted!.disconnected.aborted).toBe(true);
  // The service gave up its model request in turn.
  expect((await modelHungUp).closedEarly).toBe(true);

  await expect(answer).toContainText('Stopped: the answer above is incomplete.');
  await expect(panel.liveRegion).toContainText('Answer stopped.');
  await expect(panel.ask).toBeVisible();
  await expect(panel.input).toBeFocused();
  // Stop is not taken for an Ask of the empty box (the two buttons share a place).
  await expect(panel.dialog.getByText('Type a question first.')).toHaveCount(0);
  const kept = await answer.innerText();
  expect(kept).toContain('more');
  await page.waitForTimeout(300);
  expect(await answer.innerText()).toBe(kept);
});

test('an answer stopped before its first words says so, and asks for no verdict', async ({
  page,
  model,
}) => {
  model.behaviour.firstTokenDelayMs = 20_000;
  const panel = await openPanelAt(page, 'docs/');
  const answer = await ask(page, 'How do I install the operator?');
  await expect(panel.stop).toBeVisible();
  await panel.stop.click();
  await expect(answer).toContainText('Stopped before any answer was written.');
  await expect(answer).not.toContainText('the answer above');
  await expect(answer.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(0);
  await expect(answer.getByRole('button', { name: 'Regenerate', exact: true })).toBeVisible();
  await expect(panel.dialog.getByText('Type a question first.')).toHaveCount(0);
});

test('a failed answer says why and offers Retry, which asks again', async ({ page, model }) => {
  model.behaviour.failWith = 503;
  const panel = await openPanelAt(page, 'docs/');
  const answer = await ask(page, 'How do I install the operator?');
  const alert = answer.getByRole('alert');
  // What failed, in the reader's words, then the detail for whoever reports it.
  await expect(alert).toContainText('The assistant’s service could not finish this answer.');
  await expect(alert).toContainText('Details:');
  await expect(panel.liveRegion).toContainText(
    'The assistant’s service could not finish this answer.',
  );

  model.behaviour.failWith = undefined;
  model.behaviour.tokens = ['Install it with Helm.'];
  await alert.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(panel.interactions).toHaveCount(1);
  await expect(answer).toContainText('Install it with Helm.');
  await expect(answer.getByRole('alert')).toHaveCount(0);
});
