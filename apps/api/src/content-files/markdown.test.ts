import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown';

describe('markdownToHtml', () => {
  it('turns paragraphs, headings and lists into HTML', () => {
    const md = [
      '# Delivery',
      'We ship **every** weekday,',
      'and *most* Saturdays.',
      '',
      '## Options',
      '- Standard',
      '- Express',
      '',
      '1. Order',
      '2. Track [your parcel](https://track.example/?a=1&b=2)',
    ].join('\n');
    expect(markdownToHtml(md)).toBe(
      '<h2>Delivery</h2>' +
        '<p>We ship <strong>every</strong> weekday,<br>and <em>most</em> Saturdays.</p>' +
        '<h2>Options</h2><ul><li>Standard</li><li>Express</li></ul>' +
        '<ol><li>Order</li><li>Track <a href="https://track.example/?a=1&amp;b=2">your parcel</a></li></ol>',
    );
  });

  it('keeps HTML typed into Markdown as text', () => {
    expect(markdownToHtml('Hello <script>x</script> & "you"')).toBe(
      '<p>Hello &lt;script&gt;x&lt;/script&gt; &amp; &quot;you&quot;</p>',
    );
  });
});
