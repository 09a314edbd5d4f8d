import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseSearchVersion } from '../../src/search/searchVersion';
import { queryFromPath } from '../../src/search/openSearch';
import { highlightSegments } from '../../src/search/highlight';
import { decodeSearchIndex } from '../../src/search/indexFormat';
import {
  decodeGaps,
  decodePostings,
  decodeVocabulary,
  encodeGaps,
  encodePostings,
  encodeVocabulary,
} from '../../src/search/indexCodec';

test('version filter: current when unversioned, else active, preferred, first', () => {
  const current = { name: 'current' };
  const [v2, v1] = [{ name: '2.0' }, { name: '1.0' }];
  assert.equal(chooseSearchVersion({ versions: [current] }), 'current');
  assert.equal(chooseSearchVersion({ versions: [] }), 'current');
  assert.equal(chooseSearchVersion({ versions: [v2, v1], active: v1, preferred: v2 }), '1.0');
  assert.equal(chooseSearchVersion({ versions: [v2, v1], active: null, preferred: v1 }), '1.0');
  assert.equal(chooseSearchVersion({ versions: [v2, v1] }), '2.0');
});

test('the not-found page searches the words of the missing path', () => {
  const base = '/bevel-operator-fabric/';
  assert.equal(
    queryFromPath('/bevel-operator-fabric/docs/operator-guide/renew-certs', base),
    'renew certs',
  );
  assert.equal(queryFromPath('/bevel-operator-fabric/docs/couch_db.html', base), 'couch db');
  assert.equal(queryFromPath('/bevel-operator-fabric/docs/%E0%A4%A', base), '%E0%A4%A');
  assert.equal(queryFromPath('/bevel-operator-fabric/', base), '');
});

test('highlighting marks word starts only and keeps markup as plain text', () => {
  const marked = (text: string, terms: string[]) =>
    highlightSegments(text, terms)
      .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
      .join('');
  assert.equal(marked('Renew the Certificates', ['cert', 'renew']), '[Renew] the [Cert]ificates');
  assert.equal(marked('concert', ['cert']), 'concert');
  // Letters outside ASCII and outside the Basic Multilingual Plane are word characters too.
  assert.equal(marked('écert 9cert 𝐀cert cert', ['cert']), 'écert 9cert 𝐀cert [cert]');
  assert.equal(marked('concert cert', ['cert']), 'concert [cert]');
  assert.equal(marked('<b>peer</b> (a+b)', ['peer', 'a+b']), '<b>[peer]</b> ([a+b])');
  assert.deepEqual(highlightSegments('', ['x']), []);
});

test('a malformed index file is refused with the field that is wrong', () => {
  assert.throws(() => decodeSearchIndex({ format: 2 }), /malformed at format/);
  const file = {
    format: 4,
    pages: [{ title: 'T', path: '/p', version: 'current', category: 'default', sections: 1 }],
    headings: 'Intro',
    snippets: 'Snippet',
    anchors: [[0, '']],
    vocabulary: encodeVocabulary(['peer']),
    postings: encodePostings([[2]], [[]], [[]]),
  };
  assert.throws(() => decodeSearchIndex(file), /prose\.0 names section 1, which does not exist/);
  const good = decodeSearchIndex({ ...file, postings: encodePostings([[1]], [[]], [[1]]) });
  assert.deepEqual(good[0], {
    id: 0,
    title: 'Intro',
    content: 'Snippet',
    terms: 'peer',
    code: '',
    questions: 'peer',
    section: 'T',
    version: 'current',
    path: '/p',
    category: 'default',
  });
  assert.throws(
    () => decodeSearchIndex({ ...file, snippets: 'one\ntwo' }),
    /snippets has 2 lines for 1 sections/,
  );
  assert.throws(() => decodeSearchIndex({ ...file, anchors: [[3, 'x']] }), /names section 3/);
  assert.throws(() => decodeSearchIndex({ ...file, postings: 'B B' }), /2 lists for 1 terms/);
  assert.throws(
    () => decodeSearchIndex({ ...file, postings: 'B~' }),
    /postings\.0: "~" is not a digit/,
  );
  assert.throws(
    () => decodeSearchIndex({ ...file, postings: 'g' }),
    /postings\.0: the last gap is cut short/,
  );
  assert.throws(() => decodeSearchIndex({ ...file, vocabulary: 'peer' }), /vocabulary: term 0/);
  assert.throws(
    () => decodeSearchIndex({ ...file, postings: 'B.B.C' }),
    /questions\.0 names section 1, which does not exist/,
  );
  assert.throws(() => decodeSearchIndex({ ...file, postings: 'B...B' }), /more than two dots/);
});

test('the index codecs give back what they were given', () => {
  const terms = ['7051', 'certificate', 'certificates', 'certify', 'peer', 'peers', 'zürich'];
  assert.deepEqual(decodeVocabulary(encodeVocabulary(terms)), terms);
  // A shared prefix longer than the marks can say is written in part.
  const long = ['abcdefghijklmnopqrstu', 'abcdefghijklmnopqrstv'];
  assert.deepEqual(decodeVocabulary(encodeVocabulary(long)), long);
  assert.throws(() => encodeVocabulary(['peer', 'ca']), /sorted and distinct/);
  assert.throws(() => encodeVocabulary(['a b']), /not a search term/);
  const gaps = [1, 31, 32, 33, 1023, 1024, 40_000];
  assert.deepEqual(decodeGaps(encodeGaps(gaps), 'x'), gaps);
  assert.equal(encodeGaps([1, 2, 31]), 'BCf');
  const prose = [[1, 2], [], [5], [2]];
  const code = [[], [3], [1, 1], []];
  const questions = [[1], [], [], [4]];
  assert.deepEqual(decodePostings(encodePostings(prose, code, questions), 4), {
    prose,
    code,
    questions,
  });
  // A term in no section's code or questions is written with its prose gaps alone.
  assert.equal(encodePostings([[1]], [[]], [[]]), 'B');
  assert.equal(encodePostings([[1]], [[]], [[2]]), 'B..C');
});
