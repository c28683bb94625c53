import { readFileSync, readdirSync } from 'node:fs';

/** The parent pid and resident memory (bytes) of every process, from /proc; empty without it. */
function processTable() {
  const table = new Map();
  let names;
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return table;
  }
  for (const name of names) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      table.set(Number(name), { ppid: Number(fields[1]), rss: rssKb * 1024 });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** `root` and its descendants: how many processes, and their resident memory together. */
export function treeMemory(root) {
  const table = processTable();
  const inTree = new Set([root]);
  // Parents are listed before most children, but not always: repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of table) {
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let rss = 0;
  let processes = 0;
  for (const pid of inTree) {
    const entry = table.get(pid);
    if (!entry) continue;
    rss += entry.rss;
    processes += 1;
  }
  return { processes, rss };
}

/** The first process whose command line contains `text`, or undefined. */
export function findProcess(text) {
  for (const pid of processTable().keys()) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text)) return pid;
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/**
 * Samples the memory of `root`'s process tree every `everyMs` until `stop()`, which returns
 * the peak resident memory and the most processes seen at once.
 */
export function sampleTreeMemory(root, everyMs = 250) {
  const peak = { rss: 0, processes: 0 };
  const sample = () => {
    const now = treeMemory(root);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.processes = Math.max(peak.processes, now.processes);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { ...peak, now: treeMemory(root) };
    },
  };
}
