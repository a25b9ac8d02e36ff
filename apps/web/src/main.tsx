import { DEFAULT_LANGUAGE } from '@woohoo/shared/languages';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupAntdMobile } from './app/setup-antd-mobile';
import { startExpectedWallet } from './app/wallet-runtime-loader';
import { setLanguage } from './lib/session/session-reducers';
import 'antd-mobile/es/global';
import './app/theme.css';
import { applyLanguage, initI18n } from './lib/i18n/i18n';
import { readInterfaceLanguage } from './lib/i18n/interface-language-storage';
import { startServiceWorkerAfterLoad } from './lib/pwa/start-service-worker';
import { updateSession } from './lib/session/session-store';

/**
 * Start-up: antd-mobile's React 19 render hook, then the interface language (SPEC 1: from
 * localStorage, default en_US), mirrored into the session's systemlang so API messages come back
 * in the same language (see change-interface-language.ts), the wallet libraries when a wallet is
 * expected back (wallet-runtime-loader.ts), then the app.
 */
async function bootstrap(): Promise<void> {
  setupAntdMobile();
  await initI18n();
  let language = readInterfaceLanguage();
  try {
    await applyLanguage(language);
  } catch (error) {
    console.error(`Could not load ${language}; staying in English`, error);
    language = DEFAULT_LANGUAGE;
  }
  updateSession((state) => setLanguage(state, language));
  startExpectedWallet();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition renders in slices that leave the main thread free between them, instead of one
  // long task a phone's user could not type or scroll through (issue 12: total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // Installable and offline (issue 12 item 5): after the first paint, never in its way.
  startServiceWorkerAfterLoad();
}

void bootstrap();
