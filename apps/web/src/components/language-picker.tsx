import { LANGUAGES, type LanguageCode } from '@woohoo/shared/languages';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterfaceLanguage } from '../hooks/use-interface-language';
import { changeInterfaceLanguage } from '../lib/i18n/change-interface-language';
import { showToast } from '../lib/toast';
import { GlobeIcon } from './icons';
import styles from './language-picker.module.css';

const LanguageSheet = lazy(() => import('./language-sheet'));

/**
 * SPEC 1: switches among the 14 interface languages and keeps the choice (localStorage). The
 * sheet loads on the first press, so its pop-up code is not part of the home page's first load.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = useInterfaceLanguage();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const currentName = LANGUAGES.find((language) => language.code === current)?.name ?? current;

  async function pick(code: LanguageCode) {
    setOpen(false);
    if (code === current) return;
    try {
      await changeInterfaceLanguage(code);
    } catch (error) {
      console.error('Could not load language', code, error);
      showToast(t('errors.requestFailed'));
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('language.label', { name: currentName })}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <GlobeIcon size={18} />
        <span className={styles.triggerText}>{currentName}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageSheet
            open={open}
            current={current}
            onClose={() => setOpen(false)}
            onPick={(code) => void pick(code)}
          />
        </Suspense>
      )}
    </>
  );
}
