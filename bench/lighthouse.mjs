// @ts-check
// `npm run bench:lighthouse` (after `npm run build`): Lighthouse with its default mobile settings
// (mobile form factor, simulated throttling) on the four pages of issue #37's budget "performance
// at least 95 on login, dashboard, player and history in each of three runs" (the brief's was 90).
// Each page is run RUNS times, each run must reach it, and the run with the median score is kept. Uses the system's Chromium (no browser
// is downloaded): /usr/bin/chromium, or CHROMIUM_PATH. Writes bench/results/lighthouse.json.
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { signIn, signInBrowser, startAttempt, startServer } from './browser-session.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Issue #37: at least 95 in each of the three runs, not only in their median.
const BUDGET = 95;

const round = (value, digits = 0) => Number(value.toFixed(digits));

const LCP_ELEMENT = 'largest-contentful-paint-element';
const pathOf = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : url);

/**
 * What limits the score: the performance audits that fail (opportunities, diagnostics, insights;
 * not the metrics themselves), largest estimated savings first, with their heaviest items.
 */
function limits(lhr) {
  const savings = (audit) => Math.max(0, ...Object.values(audit.metricSavings ?? {}));
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.scoreDisplayMode !== 'numeric' && audit.id !== LCP_ELEMENT)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, 8)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      metricSavings: audit.metricSavings,
      items: (['opportunity', 'table'].includes(audit.details?.type) ? audit.details.items : [])
        .slice(0, 4)
        .map((item) => ({
          what: pathOf(item.url) ?? item.groupLabel,
          totalBytes: item.totalBytes,
          wastedBytes: item.wastedBytes,
          wastedMs: item.wastedMs && round(item.wastedMs),
          totalMs: (item.total ?? item.duration) && round(item.total ?? item.duration),
          scriptingMs: item.scripting && round(item.scripting),
        })),
    }));
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details.items;
  const [element, phases] = lhr.audits[LCP_ELEMENT]?.details?.items ?? [];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcpMs: round(audit('first-contentful-paint')),
    lcpMs: round(audit('largest-contentful-paint')),
    tbtMs: round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
    speedIndexMs: round(audit('speed-index')),
    scriptTransferBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + request.transferSize, 0),
    requests: requests.length,
    lcpElement: element?.items?.[0]?.node?.snippet,
    lcpPhasesMs: Object.fromEntries(
      (phases?.items ?? []).map((phase) => [phase.phase, round(phase.timing)]),
    ),
    // What moved, for a CLS above zero: the element and its share of the score.
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 4).map((item) => ({
      element: item.node?.snippet,
      score: round(item.score ?? 0, 3),
    })),
  };
}

/** One Lighthouse navigation on a fresh tab, from a cold HTTP cache. */
async function runOnce(browser, url) {
  const page = await browser.newPage();
  try {
    // A cold load, as Lighthouse's own storage reset gives, without losing the session: the HTTP
    // cache, and the service worker with its copies of the scripts (issue #45), which served a
    // run after the first from the device (0 KB of JavaScript transferred, session 49).
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.detach();
    /** @type {import('lighthouse').Flags} */
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse measured nothing at ${url}`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

async function measurePage(browser, base, { name, path: pagePath }) {
  const url = `${base}${pagePath}`;
  const runs = [];
  let retries = 0;
  while (runs.length < RUNS) {
    const lhr = await runOnce(browser, url);
    if (lhr.runtimeError) {
      // Trace recording fails now and then (NO_NAVSTART); once is chance, twice is a problem.
      const problem = `${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if ((retries += 1) > 1) throw new Error(problem);
      console.error(`  ${problem}; running again`);
      continue;
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${name}: Lighthouse measured ${lhr.finalDisplayedUrl}, not ${url}`);
    const summary = summarise(lhr);
    runs.push({ lhr, summary });
    console.error(`  ${name} run ${runs.length}: performance ${summary.performance}`);
  }
  const median = [...runs].sort((a, b) => a.summary.performance - b.summary.performance)[
    Math.floor(runs.length / 2)
  ];
  return {
    name,
    path: pagePath.replace(/service=[^&]+/, 'service=<origin>'),
    ...median.summary,
    performanceRuns: runs.map((r) => r.summary.performance),
    withinBudget: runs.every((run) => run.summary.performance >= BUDGET),
    warnings: median.lhr.runWarnings,
    limits: limits(median.lhr),
    lighthouseVersion: median.lhr.lighthouseVersion,
    settings: {
      formFactor: median.lhr.configSettings.formFactor,
      throttlingMethod: median.lhr.configSettings.throttlingMethod,
      benchmarkIndex: median.lhr.environment.benchmarkIndex,
    },
  };
}

async function main() {
  const started = Date.now();
  const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-lighthouse-'));
  const server = await startServer(path.join(folder, 'bench.sqlite'));
  let browser;
  try {
    const base = `http://127.0.0.1:${server.port}`;
    if (!(await fetch(`${base}/api/health`)).ok) throw new Error('server not healthy');
    const session = await signIn(base, 'eleve@demo.test');
    const attemptId = await startAttempt(base, session.cookie, 'code-route-theme-c');

    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      defaultViewport: null,
      // Chromium's sandbox refuses to start as root (containers, CI).
      args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
    });
    const chromium = await browser.version();
    const pages = [];
    // The public page first, before the browser holds a session.
    const login = `/central/login?service=${encodeURIComponent(base)}&from=prepacode`;
    pages.push(await measurePage(browser, base, { name: 'login', path: login }));
    const setup = await browser.newPage();
    await signInBrowser(setup, base, session);
    await setup.close();
    for (const target of [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'history', path: '/history' },
      { name: 'player', path: `/player/${attemptId}` },
    ])
      pages.push(await measurePage(browser, base, target));

    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
    };
    const report = {
      date: new Date().toISOString(),
      machine,
      chromium,
      runsPerPage: RUNS,
      budget: BUDGET,
      durationSeconds: Math.round((Date.now() - started) / 1000),
      pages,
    };
    writeFileSync(
      new URL('./results/lighthouse.json', import.meta.url),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.table(
      Object.fromEntries(
        pages.map((p) => [
          p.name,
          {
            performance: p.performance,
            runs: p.performanceRuns.join(' '),
            accessibility: p.accessibility,
            'LCP ms': p.lcpMs,
            'TBT ms': p.tbtMs,
            CLS: p.cls,
            'JS KB': round(p.scriptTransferBytes / 1024, 1),
            // Lighthouse's measure of this machine: its phone is simulated four times slower
            // than it, so the scores move with the machine's hour (bench/CHANGELOG.md, 65).
            'machine index': p.settings.benchmarkIndex,
            budget: p.withinBudget ? '✔' : '✘',
          },
        ]),
      ),
    );
    for (const p of pages.filter((p) => !p.withinBudget)) {
      console.log(`${p.name} under ${BUDGET}:`);
      for (const l of p.limits)
        console.log(`  ${l.title}${l.displayValue ? `: ${l.displayValue}` : ''}`);
    }
    console.log(`${report.durationSeconds} s, ${chromium}`);
  } finally {
    await browser?.close();
    server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
