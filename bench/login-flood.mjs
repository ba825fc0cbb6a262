// The second load generator of `npm run bench`: POSTs FLOOD_BODY to FLOOD_URL on FLOOD_CONNECTIONS connections
// until SIGTERM, then prints its figures as one JSON line. Its own process, so the client measuring the other
// route does not share an event loop with it.
import autocannon from 'autocannon';

const instance = autocannon(
  {
    url: process.env.FLOOD_URL,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: process.env.FLOOD_BODY,
    connections: Number(process.env.FLOOD_CONNECTIONS),
    // Ended by SIGTERM; the hour only bounds a run whose parent died.
    duration: 3600,
  },
  (err, r) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
    console.log(
      JSON.stringify({
        rps: r.requests.average,
        requests: r.requests.total,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        statuses,
      }),
    );
    process.exit(0);
  },
);
process.once('SIGTERM', () => instance.stop());
console.log('flood started');
