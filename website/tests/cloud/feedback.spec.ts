import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { feedbackRequestSchema, type FeedbackRequest } from '@hlf-docs/search-client/protocol';
import * as z from 'zod';
import { test, expect, dataDir } from './support/fixtures';
import { askAndWait, openPanelAt } from './support/askPanel';
import { watchAnswerRequests } from './support/answerRequests';
import { KEYS } from './support/cloudSite';

const eventSchema = z.looseObject({ kind: z.string(), payload: z.unknown() });

/** The feedback the service stored: its collection's event log, as it is on disk. */
async function storedFeedback(): Promise<FeedbackRequest[]> {
  const file = join(dataDir(), 'collections', KEYS.collectionID, 'events.jsonl');
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => eventSchema.parse(JSON.parse(line)))
    .filter((event) => event.kind === 'feedback')
    .map((event) => feedbackRequestSchema.parse(event.payload));
}

test('Helpful, and Not helpful with a reason, are stored by the service with the answer’s ids', async ({
  page,
}) => {
  const answers = watchAnswerRequests(page);
  const before = (await storedFeedback()).length;
  await openPanelAt(page, 'docs/operator-guide/renew-certificates');

  const first = await askAndWait(page, 'How do I renew the certificates of a peer?');
  await first.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(first.getByRole('status').filter({ hasText: 'Thanks' })).toHaveText(
    'Thanks: your feedback (helpful) was sent.',
  );

  const second = await askAndWait(page, 'And for ordering nodes?');
  await second.getByRole('button', { name: 'Not helpful', exact: true }).click();
  await second
    .getByRole('textbox', { name: 'What was wrong? (optional)' })
    .fill('It does not say how long a renewal takes.');
  await second.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(second.getByRole('status').filter({ hasText: 'Thanks' })).toHaveText(
    'Thanks: your feedback (not helpful) was sent.',
  );

  const stored = (await storedFeedback()).slice(before);
  expect(stored).toHaveLength(2);
  const [helpful, notHelpful] = stored as [FeedbackRequest, FeedbackRequest];
  expect(helpful).toMatchObject({
    query: 'How do I renew the certificates of a peer?',
    helpful: true,
    path: '/bevel-operator-fabric/docs/operator-guide/renew-certificates',
  });
  expect(helpful.reason).toBeUndefined();
  expect(notHelpful).toMatchObject({
    query: 'And for ordering nodes?',
    helpful: false,
    reason: 'It does not say how long a renewal takes.',
  });
  // The ids are those of the answers the feedback is about, in one conversation.
  expect(answers.map((answer) => answer.conversation_id)).toEqual([
    helpful.conversation_id,
    notHelpful.conversation_id,
  ]);
});

test.describe('with the service down', () => {
  // The browser reports the refused connection itself.
  test.use({ expectedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test('an answer the service cannot be reached for says so in plain words, and that search still works', async ({
    page,
    serviceControl,
  }) => {
    await openPanelAt(page, 'docs/');
    await serviceControl.stop();
    const answer = await askAndWait(page, 'How do I renew the certificates of a peer?');
    const alert = answer.getByRole('alert');
    await expect(alert).toContainText('The assistant cannot reach its service right now');
    await expect(alert).toContainText('Search still works');
    await serviceControl.start();
  });

  test('feedback the service cannot take says why, and Retry sends it once the service is back', async ({
    page,
    serviceControl,
  }) => {
    const before = (await storedFeedback()).length;
    await openPanelAt(page, 'docs/');
    const answer = await askAndWait(page, 'How do I renew the certificates of a peer?');

    await serviceControl.stop();
    await answer.getByRole('button', { name: 'Helpful', exact: true }).click();
    const alert = answer.getByRole('alert');
    await expect(alert).toContainText('Your feedback could not be sent');
    await expect(alert).toContainText('The service cannot be reached right now.');
    expect(await storedFeedback()).toHaveLength(before);

    await serviceControl.start();
    await alert.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(answer.getByRole('status').filter({ hasText: 'Thanks' })).toHaveText(
      'Thanks: your feedback (helpful) was sent.',
    );
    expect(await storedFeedback()).toHaveLength(before + 1);
  });
});
