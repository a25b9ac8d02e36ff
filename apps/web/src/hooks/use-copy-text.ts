import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy-text';
import { showToast } from '../lib/toast';

/** Copies text to the clipboard and says "Copied" (SPEC 8's success toast); a refusal is only logged. */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  return async (text) => {
    try {
      await copyText(text);
      showToast(t('common.copied'));
    } catch (error) {
      console.error('Copy failed', error);
    }
  };
}
