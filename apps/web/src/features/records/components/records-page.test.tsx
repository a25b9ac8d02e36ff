import { QueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { AppConfigContext } from '../../../lib/app-config/app-config-context';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { makeAppConfig } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { RecordsPage } from './records-page';

// Nothing reaches the network: the test seeds the list the page shows.
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function renderSwapRecords(items: object[]) {
  const client = new QueryClient();
  client.setQueryData(endpointKey(routes.records.list.swap, ADDRESS), {
    pages: [{ items, page: 1, size: 20, total: items.length }],
    pageParams: [1],
  });
  return renderPage(
    client,
    <AppConfigContext.Provider value={makeAppConfig()}>
      <RecordsPage address={ADDRESS} type="swap" />
    </AppConfigContext.Provider>,
  );
}

/** The export button's opening tag. */
const exportButton = (html: string) =>
  html.match(/<button[^>]*>(?:(?!<\/button>).)*Export CSV(?:(?!<\/button>).)*<\/button>/s)?.[0] ?? '';

describe('RecordsPage', () => {
  it('offers no export of an empty list', () => {
    expect(exportButton(renderSwapRecords([]))).toMatch(/^<button[^>]*\sdisabled=""/);
  });

  it('exports a list with records', () => {
    const swap = {
      id: '1',
      time: '2026-11-20T09:30:00.000Z',
      fromAsset: 'USDT',
      toAsset: 'USDB',
      amount: (10n ** 20n).toString(),
      fee: (10n ** 18n).toString(),
      received: (99n * 10n ** 18n).toString(),
      status: 'success',
    };
    const button = exportButton(renderSwapRecords([swap]));
    expect(button).toContain('Export CSV');
    expect(button).not.toMatch(/^<button[^>]*\sdisabled=""/);
  });
});
