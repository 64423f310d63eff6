import { describe, expect, it } from 'vitest';
import { html, raw } from './html.js';

describe('html', () => {
  it('escapes interpolated text but keeps nested html and raw markup', () => {
    const name = '<b>"Tom & Jerry\'s"</b>';
    const page = html`<p title="${name}">${name} ${html`<i>${1}</i>`} ${raw('<br>')}</p>`;
    expect(String(page)).toBe(
      '<p title="&lt;b&gt;&quot;Tom &amp; Jerry&#39;s&quot;&lt;/b&gt;">&lt;b&gt;&quot;Tom &amp; Jerry&#39;s&quot;&lt;/b&gt; <i>1</i> <br></p>',
    );
  });

  it('joins lists and drops null, undefined and false', () => {
    expect(
      String(html`<ul>${['a', 'b'].map((x) => html`<li>${x}</li>`)}${null}${undefined}${false}</ul>`),
    ).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});
