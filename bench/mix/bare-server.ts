// The bare Fastify route `npm run bench:mix` measures beside the API: one GET answering the
// envelope, nothing else. Prints one JSON line with its URL, then serves until killed.
import Fastify from 'fastify';

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 10000, msg: 'ok', data: null }));
const url = await bare.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url }));
