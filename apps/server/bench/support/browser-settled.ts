import fs from 'node:fs';
import type { Browser } from 'puppeteer-core';

/**
 * Waits until a freshly launched Chromium has finished starting itself up: until the browser's
 * processes together use less than `quietShare` of one core over two windows of `windowMs` in a
 * row (at most `timeoutMs`). Returns how long it waited.
 *
 * Why: Chromium starts a page of its own interface as it launches, headless too (the address bar's
 * suggestion popup, a `chrome://omnibox-popup.top-chrome/` WebUI in Chromium 156), and that page
 * takes some two seconds of CPU in its first seconds. A page loaded at once shares the machine
 * with it: on two cores its main thread waited more than it ran, and Lighthouse's mobile preset
 * multiplies the wall time of each task by 4 (docs/benchmarks.md, "First load"). A person opens
 * a page in a browser that is already running.
 */
export async function browserSettled(
  browser: Browser,
  { windowMs = 250, quietShare = 0.1, timeoutMs = 15_000 } = {},
): Promise<number> {
  const root = browser.process()?.pid;
  if (!root) return 0;
  const started = Date.now();
  let before = cpuTicksOfTree(root);
  let quietWindows = 0;
  while (Date.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, windowMs));
    const now = cpuTicksOfTree(root);
    const busyMs = ((now - before) * 1000) / TICKS_PER_SECOND;
    before = now;
    quietWindows = busyMs < windowMs * quietShare ? quietWindows + 1 : 0;
    if (quietWindows >= 2) break;
  }
  return Date.now() - started;
}

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every Linux of note). */
const TICKS_PER_SECOND = 100;

/** User and system CPU ticks of a process and all its descendants, from /proc (Linux). */
function cpuTicksOfTree(root: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The command name, in parentheses, may hold spaces: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const visit = (pid: number) => {
    total += ticks.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return total;
}
