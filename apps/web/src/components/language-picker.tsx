import { LANGUAGES, type LanguageCode } from '@woohoo/shared/languages';
import { Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../hooks/use-dialog-focus';
import { useInterfaceLanguage } from '../hooks/use-interface-language';
import { changeInterfaceLanguage } from '../lib/i18n/change-interface-language';
import { showToast } from '../lib/toast';
import { CheckIcon, GlobeIcon } from './icons';
import styles from './language-picker.module.css';

/** SPEC 1: switches among the 14 interface languages and keeps the choice (localStorage). */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = useInterfaceLanguage();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const dialogRef = useDialogFocus(open, () => setOpen(false));
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
        onClick={() => setOpen(true)}
      >
        <GlobeIcon size={18} />
        <span className={styles.triggerText}>{currentName}</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
      >
        <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
          <h2 id={titleId} className={styles.title}>
            {t('language.title')}
          </h2>
          <ul className={styles.list}>
            {LANGUAGES.map((language) => (
              <li key={language.code}>
                <button
                  type="button"
                  lang={language.code.replace('_', '-')}
                  dir={language.dir}
                  className={styles.option}
                  aria-current={language.code === current ? 'true' : undefined}
                  onClick={() => void pick(language.code)}
                >
                  <span>{language.name}</span>
                  {language.code === current && <CheckIcon size={20} className={styles.check} />}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </Popup>
    </>
  );
}
