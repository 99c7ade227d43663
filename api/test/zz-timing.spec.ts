import { it } from '@jest/globals';
const t0 = Date.now();
const { startTestApp } = await import('./support/test-app.js');
console.log('import', Date.now() - t0);
it('timing', async () => {
  for (let i = 0; i < 3; i++) {
    let t = Date.now();
    const cpu0 = process.cpuUsage();
    const app = await startTestApp();
    const cpu = process.cpuUsage(cpu0);
    console.log('app', Date.now() - t, 'user', Math.round(cpu.user / 1000), 'sys', Math.round(cpu.system / 1000)); t = Date.now();
    await app.close();
    console.log('close', Date.now() - t);
  }
}, 60000);
