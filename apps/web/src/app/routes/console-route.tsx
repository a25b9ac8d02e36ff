import { getNonce } from '../../features/auth/api/get-nonce';
import { ConsoleApp } from '../../features/console/components/console-app';
import { useDocumentLanguage } from '../../lib/i18n/hold-document-language';
import { CONSOLE_PATH } from '../../lib/navigation/console-path';

/**
 * The operator console (docs/rules.md "Operators, the audit and balance adjustments"): one lazily
 * loaded route module, so its code is a chunk of its own that an ordinary user never downloads;
 * nothing else in the app imports features/console (app/console-route.test.ts checks it, `npm run
 * bundle-size` checks the build).
 *
 * Our decision on language: the console is for the operator team, so its text is English only and
 * lives inside features/console, not in the app's 14 locale files (their completeness tests do
 * not cover it). So the document is English, left to right, while the console is open, whatever
 * the interface language: in Persian its English text and tables were laid out right to left.
 *
 * The operator signs in with the auth feature's nonce and EIP-4361 message, handed in here
 * because features do not import each other.
 */
export default function ConsoleRoute() {
  useDocumentLanguage('en', 'ltr');
  return <ConsoleApp basePath={CONSOLE_PATH} signInHelpers={{ getNonce }} />;
}
