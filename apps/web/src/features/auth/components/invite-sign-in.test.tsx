import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import type { InviteStatus } from '../utils/invite-status';
import { InviteSignIn } from './invite-sign-in';

const INVITER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

function render(status: InviteStatus) {
  return renderPage(
    new QueryClient(),
    <InviteSignIn inviter={INVITER} status={status} pending={null} onSignIn={() => {}} />,
  );
}

/** The opening tag of the button whose label is `label`. */
function buttonTag(html: string, label: string): string | undefined {
  return html.match(new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}`))?.[0];
}

describe('InviteSignIn', () => {
  it('names the inviter, says the binding is permanent and offers both choices', () => {
    const html = render('valid');
    const text = textOf(html);
    expect(text).toContain('You were invited Invited by 0xa0Ee…9720');
    expect(html).toContain(`title="${INVITER}"`);
    expect(text).toContain('The binding is permanent and can never be changed.');
    expect(buttonTag(html, 'Sign in with this referrer')).not.toContain('disabled');
    expect(buttonTag(html, 'Sign in without a referrer')).not.toContain('disabled');
  });

  it('waits for the check before the referrer can be chosen, but never blocks signing in without', () => {
    const html = render('checking');
    expect(textOf(html)).toContain('Checking the inviter…');
    expect(buttonTag(html, 'Sign in with this referrer')).toContain('disabled');
    expect(buttonTag(html, 'Sign in without a referrer')).not.toContain('disabled');
  });

  it.each([
    ['notRegistered', 'This inviter is not a registered user'],
    ['self', 'This is your own invite link'],
  ] as const)('offers only "without a referrer" when the inviter is %s', (status, message) => {
    const html = render(status);
    expect(textOf(html)).toContain(message);
    expect(html).toContain('role="alert"');
    expect(buttonTag(html, 'Sign in with this referrer')).toBeUndefined();
    expect(buttonTag(html, 'Sign in without a referrer')).toBeDefined();
  });
});
