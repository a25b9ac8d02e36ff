/**
 * Not in SPEC 2 (our decision): the public transparency report. Here rather than in its feature
 * because the my page and the assets page link to it too.
 */
export const TRANSPARENCY_PATH = '/transparency';
