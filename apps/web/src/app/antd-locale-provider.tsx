import ConfigProvider from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import { type ReactNode, useEffect, useState } from 'react';
import { useInterfaceLanguage } from '../hooks/use-interface-language';
import { DEFAULT_ANTD_LOCALE, loadAntdLocale } from '../lib/i18n/load-antd-locale';

/** antd-mobile's own strings follow the interface language. */
export function AntdLocaleProvider({ children }: { children: ReactNode }) {
  const language = useInterfaceLanguage();
  const [locale, setLocale] = useState<Locale>(DEFAULT_ANTD_LOCALE);
  useEffect(() => {
    let current = true;
    loadAntdLocale(language)
      .then((next) => {
        if (current) setLocale(next);
      })
      .catch((error: unknown) => console.error('antd-mobile locale failed to load', error));
    return () => {
      current = false;
    };
  }, [language]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
