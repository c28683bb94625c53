import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU seconds used so far by the emulator suite (the firebase-tools process running this
 * script, which hosts the Auth emulator, and its other children such as Firestore's JVM);
 * NaN where /proc is not there.
 */
export function emulatorCpuSeconds() {
  try {
    const stat = (pid) => {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 };
    };
    const cmdline = (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    let suite = process.ppid;
    while (suite > 1 && !cmdline(suite).includes('emulators:exec')) suite = stat(suite).ppid;
    if (suite <= 1) return NaN;
    let total = stat(suite).cpu;
    for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const pid = Number(entry);
      if (pid === suite || pid === process.pid || pid === process.ppid) continue;
      try {
        if (stat(pid).ppid === suite) total += stat(pid).cpu;
      } catch {
        // gone meanwhile
      }
    }
    return total;
  } catch {
    return NaN;
  }
}
