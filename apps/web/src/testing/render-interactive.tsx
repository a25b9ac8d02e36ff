import { Globals } from '@react-spring/web';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { installListFormat } from '../lib/format/format-list';
import enUS from '../locales/en_US.json';

/**
 * Component tests that tap and type (Testing Library user events over happy-dom): a test file
 * opts in with the `// @vitest-environment happy-dom` comment on its first line, the others keep
 * rendering to HTML in Node (render-page.tsx). The page sits in what the app puts around it:
 * English i18n, react-query and a router.
 */
// Sheets and dialogs (antd-mobile, over react-spring) open and close at once: a test taps
// without waiting out the slide.
Globals.assign({ skipAnimation: true });

const i18n = i18next.createInstance();
void i18n.init({
  resources: { 'en-US': { translation: enUS } },
  lng: 'en-US',
  interpolation: { escapeValue: false },
  initAsync: false,
});
installListFormat(i18n);

export type Interactive = RenderResult & { user: UserEvent };

/** Renders `page` live (effects run, queries fetch) and hands back a user to tap and type. */
export function renderInteractive(client: QueryClient, page: ReactNode, path = '/'): Interactive {
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, user };
}

/**
 * Waits until a sheet or dialog has finished sliding in: antd-mobile takes pointer events off it
 * while it moves, so a tap before then would fall through, as a finger's would.
 */
export async function untilSettled(element: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => {
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      if (node.style.pointerEvents === 'none') throw new Error('still moving');
    }
  });
  return element;
}
