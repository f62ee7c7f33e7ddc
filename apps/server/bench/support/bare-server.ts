// The yardstick of the load bench: Fastify with one route answering { ok: true }, no plugins, no
// logger, started the same way as Abasto (node --import tsx) so both pay the same runtime.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
