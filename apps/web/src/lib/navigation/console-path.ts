/**
 * Not in SPEC 2 (our decision): the operator console (docs/rules.md "Operators, the audit and
 * balance adjustments"). Nothing in the user app links to it; operators type the URL (#/console).
 */
export const CONSOLE_PATH = '/console';
