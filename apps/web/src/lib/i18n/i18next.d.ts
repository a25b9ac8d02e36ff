import 'i18next';
import type enUS from '../../locales/en_US.json';

/** Typed keys: `t('wallet.connect')` is checked against the English file at compile time. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
