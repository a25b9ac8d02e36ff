/** The tones of app/theme.css (`[data-tone]`): the colour of a badge, an icon tile or a notice. */
export type Tone = 'accent' | 'info' | 'success' | 'danger' | 'neutral';
