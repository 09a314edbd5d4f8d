import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { withCodeBreaks } from '../../src/components/ScrollableTable/codeBreaks';

// Inline code in a table gets places to wrap, so one long field path cannot squeeze the columns
// beside it; what the reader copies is the code itself.
const html = (code: string) => renderToStaticMarkup(<code>{withCodeBreaks(code)}</code>);
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

test('a dotted field path may wrap after each dot', () => {
  assert.equal(
    html('channelConfig.orderer.batchSize.maxMessageCount'),
    '<code>channelConfig.<wbr/>orderer.<wbr/>batchSize.<wbr/>maxMessageCount</code>',
  );
});

test('paths, lists, assignments and snake case wrap after their separators', () => {
  assert.equal(html('a/b'), '<code>a/<wbr/>b</code>');
  assert.equal(html('x=1,y=2'), '<code>x=<wbr/>1,<wbr/>y=<wbr/>2</code>');
  assert.equal(html('CORE_CHAINCODE_ID'), '<code>CORE_<wbr/>CHAINCODE_<wbr/>ID</code>');
  assert.equal(html('fabric-orderer:3.0.0'), '<code>fabric-orderer:<wbr/>3.0.0</code>');
});

test('a version number stays whole, and code without separators is left as it is', () => {
  assert.equal(html('3.0.0'), '<code>3.0.0</code>');
  assert.equal(html('fabricchaincodetemplate'), '<code>fabricchaincodetemplate</code>');
  assert.equal(html('trailing.'), '<code>trailing.</code>');
});

test('the text is unchanged: only break opportunities are added', () => {
  for (const code of ['hlf.kungfusoftware.es_fabricpeers.yaml', 'a/b/c', '0.0.0.0:7052']) {
    assert.equal(text(html(code)), code);
  }
});
