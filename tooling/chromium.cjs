// Debian's Chromium, the browser every tool here drives (Playwright cannot download its own on these machines),
// and the flags it runs with: no sandbox or GPU in a container, no background traffic that would disturb a
// measurement, no QUIC.
const executablePath = process.env.CHROME_PATH ?? process.env.CHROMIUM ?? '/usr/bin/chromium';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { executablePath, args };
