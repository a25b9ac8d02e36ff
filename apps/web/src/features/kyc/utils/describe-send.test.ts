import { describe, expect, it } from 'vitest';
import { renderText } from '../../../lib/i18n/render-text';
import { translateEnglish } from '../../../testing/translate-english';
import { describeCodeHint, describeSendButton } from './describe-send';

const english = (text: Parameters<typeof renderText>[1]) => renderText(translateEnglish, text);

describe('describeSendButton (the 60 s resend countdown on the button)', () => {
  it('says Send code first, the seconds left while counting, then Resend code', () => {
    expect(english(describeSendButton(0, false))).toBe('Send code');
    expect(english(describeSendButton(60, true))).toBe('Resend in 60 s');
    expect(english(describeSendButton(1, true))).toBe('Resend in 1 s');
    expect(english(describeSendButton(0, true))).toBe('Resend code');
  });
});

describe('describeCodeHint', () => {
  it('says what Send code still needs', () => {
    expect(english(describeCodeHint('email', undefined))).toBe('Enter your email address to get a code.');
    expect(english(describeCodeHint('captcha', undefined))).toBe('Type the image code to get a code.');
    expect(english(describeCodeHint('slider', undefined))).toBe(
      'Slide the puzzle piece into the gap to get a code.',
    );
    expect(english(describeCodeHint(undefined, undefined))).toBe('Tap Send code, then check your inbox.');
  });

  it('says where the code went and for how long', () => {
    expect(
      english(describeCodeHint('countdown', { maskedEmail: 'al***@example.com', expiresInMin: 10 })),
    ).toBe('Code sent to al***@example.com. It works once, for 10 minutes.');
  });

  it('mentions a code sent before the page opened', () => {
    expect(english(describeCodeHint('countdown', undefined))).toContain('A code was sent a moment ago');
  });
});
