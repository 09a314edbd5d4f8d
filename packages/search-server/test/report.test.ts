import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { QuestionTally } from '../src/storage/question-tally.js';
import { PACKAGE_DIR } from './helpers/child-server.js';
import type { TestCollection } from './helpers/fixtures.js';
import { call } from './helpers/http.js';
import { makeDataDir, startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';
import { SECTION, startSiteSectionsServer } from './helpers/site-sections.js';
import { readSse } from './helpers/sse.js';

const run = promisify(execFile);

/** `hlf-docs-search-server report ...` from its source, as a maintainer runs it. */
async function report(
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--conditions=@hlf-docs/source', '--import', 'tsx', 'src/cli.ts', 'report', ...args],
      { cwd: PACKAGE_DIR, timeout: 30_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

interface ReportJSON {
  collections: {
    collection: string;
    declined: { text: string; count: number; closest: { path: string } | null }[];
    searchesWithoutResults: { text: string; count: number; closest: { path: string } | null }[];
    notHelpful: {
      text: string;
      count: number;
      closest: { path: string } | null;
      reasons: string[];
      pages: string[];
    }[];
  }[];
}

const VOLUMES_PAGE = SECTION.volumes.split('#')[0];
const CHAINCODE_PAGE = SECTION.intro;

describe('the maintainers’ report (hlf-docs-search-server report)', () => {
  let server: TestServer;
  let docs: TestCollection;

  before(async () => {
    // A data directory made by the real server, as readers would use it.
    ({ server, docs } = await startSiteSectionsServer());
    const ask = (query: string) =>
      readSse(server.url, '/v1/collections/docs/answer', {
        key: docs.readKey,
        keyIn: 'query',
        body: { query },
      });
    await ask('How do I back up the volume of a peer with Velero?');
    await ask('how do I back up the volume of a peer with Velero');
    await ask('Which port does the chaincode metrics exporter listen on?');
    await ask('Who approves a chaincode?');
    const searches = (term: string, resultsCount: number) => ({
      query: { term },
      rawSearchString: term,
      resultsCount,
      roundTripTime: 3,
      searchedAt: Date.now(),
    });
    const telemetry = await call(server.url, '/v1/telemetry', {
      key: docs.readKey,
      keyIn: 'query',
      body: {
        events: [
          searches('velero volume backup', 0),
          searches('Velero volume backup ', 0),
          searches('kafka orderer', 0),
          searches('approve chaincode', 4),
        ],
      },
    });
    assert.equal(telemetry.status, 200);
    const feedback = (query: string, helpful: boolean, reason?: string) =>
      call(server.url, '/v1/collections/docs/feedback', {
        key: docs.readKey,
        keyIn: 'query',
        body: {
          interaction_id: 'i',
          conversation_id: 'c',
          visitor_id: 'v',
          query,
          helpful,
          ...(reason ? { reason } : {}),
          path: CHAINCODE_PAGE,
        },
      });
    assert.equal((await feedback('Who commits the chaincode?', false, 'No command')).status, 200);
    await feedback('who commits the chaincode', false, 'Too long');
    await feedback('Who approves a chaincode?', true);
    // Stopping waits for the counts still being written: the report reads them from the files.
    await server.stop();
  });
  after(() => server.close());

  it('lists, per collection, the declined questions, empty searches and unhelpful answers', async () => {
    const result = await report('--data-dir', server.dataDir, '--json');
    assert.equal(result.code, 0, result.stderr);
    const [gaps] = (JSON.parse(result.stdout) as ReportJSON).collections;
    assert.equal(gaps?.collection, 'docs');

    // Most frequent first; one entry per question whatever its case or punctuation.
    assert.equal(gaps.declined.length, 2, JSON.stringify(gaps.declined));
    assert.match(gaps.declined[0]!.text, /velero/i);
    assert.equal(gaps.declined[0]!.count, 2);
    assert.equal(gaps.declined[0]!.closest?.path, VOLUMES_PAGE);
    assert.match(gaps.declined[1]!.text, /metrics exporter/);
    assert.ok(!gaps.declined.some((gap) => /approves/.test(gap.text)), 'answered: not a gap');

    assert.deepEqual(
      gaps.searchesWithoutResults.map(({ text, count }) => [text.toLowerCase(), count]),
      [
        ['velero volume backup', 2],
        ['kafka orderer', 1],
      ],
    );
    assert.equal(gaps.searchesWithoutResults[0]!.closest?.path, VOLUMES_PAGE);

    assert.equal(gaps.notHelpful.length, 1, 'helpful answers are not gaps');
    assert.equal(gaps.notHelpful[0]!.count, 2);
    assert.deepEqual(gaps.notHelpful[0]!.reasons, ['No command', 'Too long']);
    assert.deepEqual(gaps.notHelpful[0]!.pages, [CHAINCODE_PAGE]);
    assert.equal(gaps.notHelpful[0]!.closest?.path, CHAINCODE_PAGE);
  });

  it('prints the same as text for a maintainer, by default', async () => {
    const result = await report('--data-dir', server.dataDir);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^Collection docs: the docs gaps to write next/m);
    assert.match(
      result.stdout,
      /Questions with no good source \(answers declined\):\n\s+2×\s+How do I back up the volume of a peer with Velero\??\n\s+closest page: \/bevel-operator-fabric\/docs\/operator-guide\/increase-storage/i,
    );
    assert.match(result.stdout, /Searches with no results:\n\s+2×\s+velero volume backup/i);
    assert.match(result.stdout, /Answers marked not helpful:\n\s+2×\s+Who commits the chaincode\?/);
    assert.match(result.stdout, /reader: "No command"/);
  });

  it('reads the files only: nothing of a data directory changes, beside a running server', async () => {
    const restarted = await startTestServer({
      dataDir: server.dataDir,
      masterKey: server.masterKey,
    });
    try {
      const dir = path.join(server.dataDir, 'collections', 'docs');
      const files = ['state.jsonl', 'events.jsonl', 'questions.jsonl'];
      const before = await Promise.all(files.map((file) => readFile(path.join(dir, file))));
      const result = await report('--data-dir', server.dataDir, '--limit', '1', '--json');
      assert.equal(result.code, 0, result.stderr);
      const [gaps] = (JSON.parse(result.stdout) as ReportJSON).collections;
      assert.equal(gaps?.declined.length, 1, '--limit');
      const after = await Promise.all(files.map((file) => readFile(path.join(dir, file))));
      assert.deepEqual(after, before);
    } finally {
      await restarted.stop();
    }
  });

  it('says what is wrong with its arguments or its data directory', async () => {
    const missing = await report('--data-dir', path.join(server.dataDir, 'nothing-here'));
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /data directory .*nothing-here does not exist/);
    const badLimit = await report('--data-dir', server.dataDir, '--limit', 'many');
    assert.equal(badLimit.code, 2);
    assert.match(badLimit.stderr, /--limit must be a positive integer/);
    const unknown = await report('--port', '1');
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /Unknown option '--port'/);
  });
});

describe('the counts of the questions asked stay bounded', () => {
  it('keeps the most asked questions and compacts its log, across a reopen', async () => {
    const dir = await makeDataDir();
    const { tally } = await QuestionTally.open(dir, 10);
    for (let round = 0; round < 3; round += 1) {
      await tally.record({
        question: 'How do I renew certificates?',
        declined: false,
        closest: null,
      });
    }
    for (let n = 0; n < 40; n += 1) {
      await tally.record({ question: `Question number ${n}?`, declined: true, closest: null });
    }
    assert.ok(tally.questions.length <= 15, `${tally.questions.length} questions kept`);
    assert.ok(tally.lineCount <= 20, `${tally.lineCount} lines`);
    await tally.close();
    const lines = (await readFile(path.join(dir, 'questions.jsonl'), 'utf8')).trim().split('\n');
    assert.equal(lines.length, tally.lineCount, 'the file is the log the tally counts');
    const { tally: reopened } = await QuestionTally.open(dir, 10);
    const renew = reopened.questions.find(
      (each) => each.question === 'how do i renew certificates',
    );
    assert.equal(renew?.asked, 3, 'the most asked question survives every compaction');
    assert.ok((await stat(path.join(dir, 'questions.jsonl'))).size < 10_000);
    await reopened.close();
  });
});
