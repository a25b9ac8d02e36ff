/** The system setting "reduce motion" (WCAG 2.3.3): then nothing in the app moves by itself. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
