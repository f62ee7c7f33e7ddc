// What the browser tests run against: an SMTP listener and an SMS gateway that keep every
// message as a file, and
// Abasto itself (apps/server/src/main.ts, the built web app) on a fresh embedded database with
// the demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startLocalIssuer } from '../../apps/server/test/helpers/oidc-issuer.ts';
import { startSmsReceiver } from '../../apps/server/test/helpers/sms-receiver.ts';

const port = Number(process.env.E2E_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const runDir = process.env.E2E_RUN_DIR ?? '';
if (!port || !smtpPort || !runDir) throw new Error('E2E_PORT, E2E_SMTP_PORT and E2E_RUN_DIR are required');

fs.rmSync(runDir, { recursive: true, force: true });
const mailDir = path.join(runDir, 'mail');
fs.mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received += 1;
      const name = `${Date.now()}-${String(received).padStart(5, '0')}.eml`;
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      fs.writeFileSync(path.join(mailDir, name), Buffer.concat(chunks));
      fs.writeFileSync(path.join(mailDir, `${name}.to`), to);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// A local OpenID Connect provider whose sign-in page asks for the e-mail (docs/product.md#login).
const issuer = await startLocalIssuer({ port: port + 2, interactive: true, clientId: 'abasto-e2e' });

// A local SMS gateway (the generic shape, docs/deployment.md#sms-gateway): each text it accepts
// is kept as a JSON file, as the SMTP listener keeps e-mails.
const smsDir = path.join(runDir, 'sms');
fs.mkdirSync(smsDir, { recursive: true });
const sms = await startSmsReceiver(port + 3);
sms.answer((req) => {
  fs.writeFileSync(path.join(smsDir, `${Date.now()}-${String(sms.received.length).padStart(5, '0')}.json`), JSON.stringify(req.fields));
  return { status: 200, body: { id: `sms-${sms.received.length}` } };
});

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(runDir, 'data'),
    APP_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOGIN_MAX_PER_CLIENT: '100000',
    LOG_LEVEL: 'warn',
    COMPANY_WEBSITE_URL: `http://127.0.0.1:${port}/api/health`,
    OIDC_ISSUER: issuer.url,
    OIDC_CLIENT_ID: issuer.clientId,
    SMS_GATEWAY_URL: sms.url,
    SMS_GATEWAY_TOKEN: 'e2e-gateway-token',
  },
});

function stop() {
  server.kill('SIGTERM');
  smtp.close();
  void issuer.close();
  void sms.close();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  smtp.close();
  void issuer.close();
  void sms.close();
  process.exit(code ?? 0);
});
