import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { executablePath, args } = require('./chromium.cjs');
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...args] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log('perf', r.lhr.categories.performance.score * 100, 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'SI', Math.round(a['speed-index'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue);
const el = a['largest-contentful-paint-element']?.details?.items;
console.log('LCP element', JSON.stringify(el?.[0]?.items?.[0]?.node?.snippet ?? el?.[0]?.node?.snippet ?? '').slice(0, 200));
console.log(JSON.stringify(el?.[1]?.items ?? [], null, 0).slice(0, 600));
if (process.argv[3]) {
  for (const i of a['network-requests'].details.items) console.log(Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.priority, i.resourceType, i.transferSize, i.url.slice(0, 90));
  for (const i of a['bootup-time'].details.items) console.log('boot', Math.round(i.total), Math.round(i.scripting), i.url.slice(0, 80));
  console.log(JSON.stringify(a['long-tasks']?.details?.items?.slice(0, 10)));
}
await chrome.kill();
