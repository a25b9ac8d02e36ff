/**
 * Not in SPEC 2 (our decision): the operator console of issue 11 item 2. Nothing in the user app
 * links to it; operators type the URL (#/console).
 */
export const CONSOLE_PATH = '/console';
