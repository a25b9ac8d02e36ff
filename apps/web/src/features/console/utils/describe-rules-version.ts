/** Where a rules version stands: the one in force, one waiting for its effective time, or one replaced. */
export type RulesVersionState = 'in force' | 'scheduled' | 'replaced';

/** A version's state at `nowMs`, given the version the server says is in force. */
export function describeRulesVersion(
  version: { version: number; effectiveAt: string },
  inForceVersion: number,
  nowMs: number,
): RulesVersionState {
  if (version.version === inForceVersion) return 'in force';
  return Date.parse(version.effectiveAt) > nowMs ? 'scheduled' : 'replaced';
}
