import { DEFAULT_LANGUAGE } from '@woohoo/shared/languages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { followSystemColorScheme } from './app/follow-color-scheme';
import { setupAntdMobile } from './app/setup-antd-mobile';
import { setLanguage } from './lib/session/session-reducers';
import './app/theme.css';
import { applyLanguage, initI18n } from './lib/i18n/i18n';
import { readInterfaceLanguage } from './lib/i18n/interface-language-storage';
import { updateSession } from './lib/session/session-store';

/**
 * Start-up: antd-mobile's React 19 render hook and its dark mode following the system's, then
 * the interface language (SPEC 1: from localStorage, default en_US), mirrored into the session's
 * systemlang so API messages come back in the same language (see change-interface-language.ts),
 * then the app.
 */
async function bootstrap(): Promise<void> {
  setupAntdMobile();
  followSystemColorScheme();
  await initI18n();
  let language = readInterfaceLanguage();
  try {
    await applyLanguage(language);
  } catch (error) {
    console.error(`Could not load ${language}; staying in English`, error);
    language = DEFAULT_LANGUAGE;
  }
  updateSession((state) => setLanguage(state, language));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void bootstrap();
