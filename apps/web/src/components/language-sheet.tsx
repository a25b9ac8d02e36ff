import { LANGUAGES, type LanguageCode } from '@woohoo/shared/languages';
import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { modalDialogProps, useDialogFocus } from '../hooks/use-dialog-focus';
import { CheckIcon } from './icons';
import styles from './language-picker.module.css';
import { Stack } from './layout/stack';

/** The sheet of the 14 interface languages (its own chunk: it loads when first opened). */
export default function LanguageSheet({
  open,
  current,
  onClose,
  onPick,
}: {
  open: boolean;
  current: LanguageCode;
  onClose: () => void;
  onPick: (code: LanguageCode) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useDialogFocus(open, onClose);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <div {...modalDialogProps(dialogRef, { labelledBy: titleId })}>
        <h2 id={titleId} className={styles.title}>
          {t('language.title')}
        </h2>
        <Stack as="ul" className={styles.list}>
          {LANGUAGES.map((language) => (
            <li key={language.code}>
              <button
                type="button"
                lang={language.code.replace('_', '-')}
                dir={language.dir}
                className={styles.option}
                aria-current={language.code === current ? 'true' : undefined}
                onClick={() => onPick(language.code)}
              >
                <span>{language.name}</span>
                {language.code === current && <CheckIcon size={20} className={styles.check} />}
              </button>
            </li>
          ))}
        </Stack>
      </div>
    </Popup>
  );
}
