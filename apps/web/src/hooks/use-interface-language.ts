import type { LanguageCode } from '@woohoo/shared/languages';
import { useTranslation } from 'react-i18next';
import { fromI18nextLng } from '../lib/i18n/language-codes';

/** The interface language as the spec's code (en_US, fa_IR, ...). */
export function useInterfaceLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return fromI18nextLng(i18n.resolvedLanguage ?? i18n.language);
}
