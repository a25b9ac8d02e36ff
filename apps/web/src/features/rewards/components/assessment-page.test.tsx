import { QueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { makeAssessment } from '../testing/make-assessment';
import type { Assessment } from '../utils/assessment-types';
import { localTime } from '../utils/describe-assessment';
import { AssessmentPage } from './assessment-page';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ENDS_AT = '2026-11-22T13:00:00.000Z';

function makeClient(assessment?: Assessment) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (assessment) client.setQueryData(endpointKey(routes.team.assessment, ADDRESS), assessment);
  return client;
}

const render = (assessment?: Assessment) =>
  renderPage(makeClient(assessment), <AssessmentPage address={ADDRESS} />);

beforeEach(() => {
  // Friday 2026-11-20, 17:30 UTC+8: two days and 3.5 hours before the week ends.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T09:30:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AssessmentPage', () => {
  it('shows a skeleton while loading, and a retry when the assessment could not be loaded', () => {
    expect(render()).toContain('aria-busy="true"');
    const client = makeClient();
    const query = client
      .getQueryCache()
      .build(client, { queryKey: endpointKey(routes.team.assessment, ADDRESS) });
    query.setState({ ...query.state, status: 'error', error: new Error('offline') });
    const text = textOf(renderPage(client, <AssessmentPage address={ADDRESS} />));
    expect(text).toContain('Could not load your assessment');
    expect(text).toContain('Retry');
  });

  it('in progress: the week, the progress, the warning before a miss, income, rules and past weeks', () => {
    const html = render(makeAssessment());
    const text = textOf(html);
    expect(html).toMatch(/data-testid="assessment-state"[^>]*>In progress</);
    expect(text).toContain('Week Nov 16, 2026 – Nov 22, 2026');
    expect(text).toContain('Level: D1');
    expect(html).toMatch(/data-testid="assessment-progress"[^>]*>520 of 1,000 USDT this week</);
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="52"/);
    expect(text).toContain('480 USDT to go');
    expect(html).toMatch(new RegExp(`data-testid="assessment-ends-at"[^>]*>${localTime(ENDS_AT)}<`));
    expect(html).toMatch(/data-testid="assessment-countdown"[^>]*>in 2 d 3 h</);

    // The warning comes before the figures, and says what a miss would clear and by when.
    expect(html).toContain('data-testid="assessment-warning"');
    expect(html.indexOf('assessment-warning')).toBeLessThan(html.indexOf('assessment-held'));
    expect(text).toContain('Held rewards at risk');
    expect(text).toContain(
      `If the target is not met by ${localTime(ENDS_AT)}, 23.2 USDT of held rewards will be cleared (100% of what is held).`,
    );

    expect(html).toMatch(/data-testid="assessment-held"[^>]*>23.2 USDT</);
    expect(html).toMatch(/data-testid="assessment-total-income"[^>]*>300 USDT</);
    expect(html).toMatch(/data-testid="assessment-received-income"[^>]*>276.8 USDT</);

    expect(text).toContain('Loss ratio 100%');
    expect(text).toContain('Extra days per completed week 2 days');
    expect(text).toContain('Assessment-free days left 0 days');
    expect(text).toContain('Target missed: 100% of what is held is cleared, the rest released.');
    expect(text).toContain('you earn 2 extra assessment-free days');

    expect(html.match(/data-testid="assessment-history-week"/g)).toHaveLength(2);
    expect(text).toContain('Week of Nov 9, 2026 Not completed');
    expect(text).toContain('Week of Nov 2, 2026 Completed');
    expect(text).toContain('Cleared 12 USDT');
    expect(text).not.toContain('No assessed weeks yet');
  });

  it('in progress with nothing held: no warning', () => {
    const html = render(makeAssessment({ held: '0', pendingClear: '0' }));
    expect(html).not.toContain('data-testid="assessment-warning"');
    expect(textOf(html)).toContain('Nothing is held yet.');
  });

  it('not started within the free days: says how many are left, and nothing is at risk', () => {
    const html = render(
      makeAssessment({ state: 'not_started', freeDaysRemaining: 9, held: '0', pendingClear: '0' }),
    );
    const text = textOf(html);
    expect(html).toMatch(/data-testid="assessment-state"[^>]*>Not started</);
    expect(text).toContain('Why it has not started');
    expect(text).toContain('9 assessment-free days left.');
    expect(text).toContain('Assessment-free days left 9 days');
    expect(html).not.toContain('data-testid="assessment-warning"');
    expect(html).not.toContain('data-testid="assessment-to-go"');
  });

  it('not started without a level: says the assessment starts at D1', () => {
    const html = render(
      makeAssessment({ state: 'not_started', level: 'none', held: '0', pendingClear: '0', history: [] }),
    );
    const text = textOf(html);
    expect(text).toContain('No level yet');
    expect(text).toContain('You have no level yet. The weekly assessment starts once you reach D1');
    expect(text).toContain("D1's target is 1,000 USDT a week.");
  });

  it('completed: a full bar, the release and the extra days, and no warning', () => {
    const html = render(
      makeAssessment({ state: 'completed', completed: '1040000000000000000000', pendingClear: '0' }),
    );
    const text = textOf(html);
    expect(html).toMatch(/data-testid="assessment-state"[^>]*>Completed</);
    expect(html).toMatch(/data-testid="assessment-progress"[^>]*>1,040 of 1,000 USDT this week</);
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="100"/);
    expect(text).toContain(
      'Target reached. What is held is released when the week ends, and you earn 2 extra assessment-free days.',
    );
    expect(html).not.toContain('data-testid="assessment-warning"');
    expect(html).not.toContain('data-testid="assessment-to-go"');
  });

  it('has a real empty state for past weeks', () => {
    const html = render(makeAssessment({ history: [] }));
    expect(html).not.toContain('data-testid="assessment-history-week"');
    expect(textOf(html)).toContain('No assessed weeks yet');
    expect(textOf(html)).toContain('Each week you are assessed appears here with its target and result.');
  });
});
