import { test, expect } from './support/fixtures';
import { askAndWait, openPanelAt, sourceLinksOf } from './support/askPanel';

// A question the docs do not answer: said plainly, no answer written, never a dead end.

for (const writer of ['extractive', 'model'] as const) {
  test.describe(`answers written by ${writer === 'model' ? 'a model' : 'quotation'}`, () => {
    test.use({ answerWriter: writer });

    test('a declined question shows the plain message, the nearest pages and search results', async ({
      page,
      model,
      serviceRequests,
    }) => {
      const panel = await openPanelAt(page, 'docs/');
      const declined = await askAndWait(page, 'How do I deploy the Quasarbridge ledger plugin?');

      await expect(declined).toContainText('The docs do not cover this yet.');
      await expect(panel.liveRegion).toContainText('The docs do not cover this yet.');
      // No answer text: neither a quotation nor a model's words.
      await expect(declined.locator('blockquote')).toHaveCount(0);
      await expect(declined.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);
      expect(model.requests.filter((request) => request.body.stream)).toHaveLength(0);

      // Where to go instead: the nearest pages, the best search results, a search of the docs.
      const nearest = sourceLinksOf(declined, 'Nearest pages');
      await expect(nearest.first()).toBeVisible();
      for (const href of await nearest.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )) {
        expect(href).toMatch(/^\/bevel-operator-fabric\/(docs|blog)\//);
      }
      await expect(sourceLinksOf(declined, 'Search results').first()).toBeVisible();
      expect(
        serviceRequests.some(
          (request) => request.method === 'POST' && request.path.endsWith('/search'),
        ),
      ).toBe(true);
      const search = declined.getByRole('button', { name: /^Search the docs for/ });
      await expect(search).toBeVisible();
      await search.click();
      const searchDialog = page.getByRole('dialog', { name: 'Search the documentation' });
      await expect(searchDialog.getByRole('combobox', { name: 'Search' })).toHaveValue(
        'How do I deploy the Quasarbridge ledger plugin?',
      );
    });
  });
}
