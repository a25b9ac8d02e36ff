// The image's HEALTHCHECK: GET /api/health (liveness: 200 while the process answers, whatever it
// reports as wrong; modules/health/health-routes.ts) on the container's own port. Readiness
// (/api/ready) is the orchestrator's to ask: a replica that is not ready is alive all the same.
const port = process.env.PORT || '8080';
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`healthcheck: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
