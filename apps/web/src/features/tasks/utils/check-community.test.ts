import { communityBodySchema } from '@woohoo/shared/api/tasks';
import { describe, expect, it } from 'vitest';
import { checkCommunity } from './check-community';

describe('checkCommunity (SPEC 5)', () => {
  it('asks for both fields when they are empty or only spaces', () => {
    expect(checkCommunity({ communityName: '', meetingLink: '  ' }).problems).toEqual({
      communityName: 'required',
      meetingLink: 'required',
    });
  });

  it('refuses a meeting link that is not https', () => {
    for (const link of ['http://meet.example/a', 'meet.example/a', 'https://', 'https://meet example'])
      expect(checkCommunity({ communityName: 'Alpha', meetingLink: link }).problems, link).toEqual({
        meetingLink: 'https',
      });
  });

  it('refuses a name over 60 characters and a link over 300', () => {
    const { problems } = checkCommunity({
      communityName: 'x'.repeat(61),
      meetingLink: `https://m.example/${'a'.repeat(290)}`,
    });
    expect(problems).toEqual({ communityName: 'tooLong', meetingLink: 'tooLong' });
  });

  it('accepts a named community with an https link and sends them trimmed', () => {
    expect(
      checkCommunity({ communityName: '  Alpha ', meetingLink: ' https://meet.example/alpha ' }),
    ).toEqual({
      body: { communityName: 'Alpha', meetingLink: 'https://meet.example/alpha' },
      problems: {},
    });
  });

  it('agrees with the schema the server checks', () => {
    const samples = [
      { communityName: 'Alpha', meetingLink: 'https://meet.example/alpha' },
      { communityName: ' ', meetingLink: 'https://meet.example/alpha' },
      { communityName: 'Alpha', meetingLink: 'http://meet.example/alpha' },
      { communityName: 'x'.repeat(60), meetingLink: 'https://a' },
      { communityName: 'x'.repeat(61), meetingLink: 'https://a' },
      { communityName: 'Alpha', meetingLink: `https://${'a'.repeat(292)}` },
      { communityName: 'Alpha', meetingLink: `https://${'a'.repeat(293)}` },
      { communityName: 'Alpha', meetingLink: ' https://meet.example/x ' },
    ];
    for (const sample of samples) {
      const ours = Object.keys(checkCommunity(sample).problems).length === 0;
      expect(ours, JSON.stringify(sample)).toBe(communityBodySchema.safeParse(sample).success);
    }
  });
});
