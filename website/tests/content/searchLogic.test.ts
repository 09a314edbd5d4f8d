import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseSearchVersion } from '../../src/search/searchVersion';
import { queryFromPath } from '../../src/search/openSearch';
import { highlightSegments } from '../../src/search/highlight';
import { decodeSearchIndex } from '../../src/search/indexFormat';

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
  assert.throws(() => decodeSearchIndex({ format: 1 }), /malformed at format/);
  const file = {
    format: 2,
    pages: [{ title: 'T', path: '/p', version: 'current', category: 'default' }],
    sections: [[0, 'Intro', 'Snippet', '']],
    vocabulary: ['peer'],
    prose: [[2]],
    code: [[]],
  };
  assert.throws(() => decodeSearchIndex(file), /prose\.0 names section 1, which does not exist/);
  const good = decodeSearchIndex({ ...file, prose: [[1]] });
  assert.deepEqual(good[0], {
    id: 0,
    title: 'Intro',
    content: 'Snippet',
    terms: 'peer',
    code: '',
    section: 'T',
    version: 'current',
    path: '/p',
    category: 'default',
  });
  assert.throws(
    () => decodeSearchIndex({ ...file, sections: [[3, 'x', 'y']], prose: [[]] }),
    /names page 3/,
  );
});
