import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { installListFormat } from '../lib/format/format-list';
import enUS from '../locales/en_US.json';

/**
 * Component tests without a DOM (this repo has no jsdom): a page rendered to HTML with
 * react-dom/server inside what the app puts around it (English i18n, react-query, a router).
 * Effects do not run, so a test seeds the query client with the answers it wants shown.
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { 'en-US': { translation: enUS } },
  lng: 'en-US',
  interpolation: { escapeValue: false },
  initAsync: false,
});
installListFormat(i18n);

/** `path`: the location the page sees (its value1..value9 parameters), `/` by default. */
export function renderPage(client: QueryClient, page: ReactNode, path = '/'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The text of rendered HTML, tags dropped and spaces collapsed, as a screen reader reads it. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
