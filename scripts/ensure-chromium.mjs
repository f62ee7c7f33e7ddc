// The browser tests drive Debian's Chromium. Installs it when it is missing (needs root and apt).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`Chromium not found at ${CHROMIUM}; installing the Debian package 'chromium'…`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(
      'Could not install Chromium. Install the Debian package \'chromium\' (or set CHROMIUM_PATH) and retry.',
    );
    process.exit(1);
  }
}
