// The metric names a PromQL expression reads: every woohoo_ identifier, a histogram's _bucket,
// _count and _sum read as the histogram itself.
export function metricNames(expr: string): string[] {
  const names = expr.match(/\bwoohoo_[a-z0-9_]+/g) ?? [];
  return [...new Set(names.map((name) => name.replace(/_(bucket|count|sum)$/, '')))];
}

/** The metric families /metrics declares (its `# TYPE` lines). */
export function declaredMetrics(exposition: string): Set<string> {
  return new Set([...exposition.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1] ?? ''));
}
