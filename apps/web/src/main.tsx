import { DEFAULT_LANGUAGE } from '@woohoo/shared/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadStartPage } from './app/app-routes';
import { followSystemColorScheme } from './app/follow-color-scheme';
import { setupAntdMobile } from './app/setup-antd-mobile';
import { startExpectedWallet } from './app/wallet-runtime-loader';
import { setLanguage } from './lib/session/session-reducers';
import 'antd-mobile/es/global';
import './app/theme.css';
import { applyLanguage, initI18n } from './lib/i18n/i18n';
import { readInterfaceLanguage } from './lib/i18n/interface-language-storage';
import { followSystemReducedMotion } from './lib/motion/follow-reduced-motion';
import { startServiceWorkerAfterLoad } from './lib/pwa/start-service-worker';
import { updateSession } from './lib/session/session-store';

/**
 * Start-up: the session shared with the browser's other tabs (session-broadcast.ts), antd-mobile's React 19 render hook, its dark mode and its animations following the
 * system's settings, then the interface language (SPEC 1: from localStorage, default en_US),
 * mirrored into the session's systemlang so API messages come back in the same language (see
 * change-interface-language.ts), the wallet libraries when a wallet is expected back
 * (wallet-runtime-loader.ts), then the app.
 */
async function bootstrap(): Promise<void> {
  // First: a new tab asks the open ones for the signed-in session while the rest starts; its own
  // small chunk, fetched alongside the first load rather than in it (README "Speed").
  void import('./lib/session/session-broadcast').then(
    (module) => module.shareSessionAcrossTabs(),
    (error: unknown) => console.error('Could not share the session with the other tabs', error),
  );
  setupAntdMobile();
  followSystemColorScheme();
  followSystemReducedMotion();
  const startPage = preloadStartPage(window.location.hash.replace(/^#/, '').split('?')[0] || '/');
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
  // A failed preload is not fatal: the page then loads lazily, with its retry view if need be.
  await startPage.catch((error: unknown) => console.error('Could not preload the start page', error));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Installable and offline: after the first paint, never in its way.
  startServiceWorkerAfterLoad();
}

void bootstrap();
