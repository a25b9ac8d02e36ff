import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { MoneyFormPage } from './money-form-page';

/** Where the page's root element closes: the index just past its end tag (its root is a div). */
function rootEnd(html: string): number {
  let depth = 0;
  for (const tag of html.matchAll(/<div[\s>]|<\/div>/g)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return (tag.index ?? 0) + tag[0].length;
  }
  return -1;
}

describe('MoneyFormPage', () => {
  it("keeps what a page adds after the records link in the page's column, with its margins", () => {
    const html = renderPage(
      new QueryClient(),
      <MoneyFormPage
        intro="Buy something."
        submit={{ label: 'Buy', onClick: () => {} }}
        records={{ to: '/records', label: 'Records' }}
        after={<section data-testid="after-records">Your holdings</section>}
      >
        <input aria-label="Quantity" />
      </MoneyFormPage>,
    );
    const after = html.indexOf('data-testid="after-records"');
    expect(after).toBeGreaterThan(html.indexOf('Records'));
    // One root, the page's column, and the added part inside it.
    expect(rootEnd(html)).toBe(html.length);
    expect(after).toBeLessThan(rootEnd(html));
  });
});
