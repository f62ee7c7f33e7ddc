// The browser tests drive Debian's Chromium, and the PDF tests read documents back with poppler's
// pdftotext (Debian's poppler-utils). Installs what is missing (needs root, or sudo, and apt).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const missing = [
  ...(fs.existsSync(CHROMIUM) ? [] : ['chromium']),
  ...(hasCommand('pdftotext') ? [] : ['poppler-utils']),
];

if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`Installing the Debian package(s) ${missing.join(', ')} for the tests…`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`Could not install ${missing.join(', ')}. Install the Debian package(s) (or set CHROMIUM_PATH) and retry.`);
    process.exit(1);
  }
}
