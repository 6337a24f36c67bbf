// scratch: crop tall screenshots into viewable pieces
import {chromium} from 'playwright-core';
import {readFileSync} from 'node:fs';
const [file, width, step, prefix] = process.argv.slice(2);
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const p = await b.newPage({viewport: {width: Number(width), height: Number(step)}});
const data = readFileSync(file).toString('base64');
await p.setContent(`<body style="margin:0"><img id=i src="data:image/png;base64,${data}"></body>`);
const h = await p.evaluate(() => document.getElementById('i').naturalHeight);
for (let y = 0, n = 0; y < h; y += Number(step), n++) {
  await p.screenshot({path: `${prefix}-${String(n).padStart(2,'0')}.png`, clip: {x: 0, y, width: Number(width), height: Math.min(Number(step), h - y)}, fullPage: true});
}
console.log(h);
await b.close();
