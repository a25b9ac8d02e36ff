import { COMMUNITY_NAME_MAX, MEETING_LINK_MAX, MEETING_LINK_PATTERN } from '@woohoo/shared/tasks/task-rules';
import type { CommunityInput } from './task-types';

export type CommunityField = keyof CommunityInput;
/** What can be wrong with each field: the name is missing or too long; the link also not https. */
export type CommunityProblems = {
  communityName?: 'required' | 'tooLong';
  meetingLink?: 'required' | 'tooLong' | 'https';
};

/**
 * The community application as the server will judge it (SPEC 5: "community name and meeting
 * link are required for a captain or ambassador claim"): both fields trimmed, the name 1 to 60
 * characters, the link an https address of at most 300. Returns the trimmed body to send and the
 * problem of each field, so the form shows its message under the field before any call.
 */
export function checkCommunity(input: CommunityInput): {
  body: CommunityInput;
  problems: CommunityProblems;
} {
  const body = { communityName: input.communityName.trim(), meetingLink: input.meetingLink.trim() };
  const problems: CommunityProblems = {};
  if (body.communityName === '') problems.communityName = 'required';
  else if (body.communityName.length > COMMUNITY_NAME_MAX) problems.communityName = 'tooLong';
  if (body.meetingLink === '') problems.meetingLink = 'required';
  else if (body.meetingLink.length > MEETING_LINK_MAX) problems.meetingLink = 'tooLong';
  else if (!MEETING_LINK_PATTERN.test(body.meetingLink)) problems.meetingLink = 'https';
  return { body, problems };
}
