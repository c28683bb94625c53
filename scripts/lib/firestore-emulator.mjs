// Finds how to run the Firestore emulator inside firebase-tools' emulator suite on this machine,
// or says exactly what is missing. firebase-tools needs two things it cannot always get alone:
// a Java 21+ (it refuses older ones, and the default `java` is often 17) and the emulator jar
// (normally downloaded into its cache, which fails offline). Google Cloud SDK ships the same
// emulator, which firebase-tools can run through FIRESTORE_EMULATOR_BINARY_PATH and a launcher jar.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeLauncher } from './firestore-emulator-launcher.mjs';

const execFileAsync = promisify(execFile);

// firebase-tools' MIN_SUPPORTED_JAVA_MAJOR_VERSION (lib/emulator/commandUtils.js).
const MIN_JAVA_MAJOR = 21;
const JAVA_EXE = process.platform === 'win32' ? 'java.exe' : 'java';
const CLOUD_SDK_JAR = path.join(
  'platform',
  'cloud-firestore-emulator',
  'cloud-firestore-emulator.jar',
);

export class FirestoreEmulatorUnavailable extends Error {
  constructor(problems) {
    super(`The Firestore emulator cannot run on this machine:\n- ${problems.join('\n- ')}`);
    this.name = 'FirestoreEmulatorUnavailable';
    this.problems = problems;
  }
}

// The defaults mirror the real machine; tests pass their own to avoid touching it.
function defaultOptions() {
  const home = os.homedir();
  const gcloud = findOnPath(process.platform === 'win32' ? 'gcloud.cmd' : 'gcloud');
  return {
    jvmDirs: [
      '/usr/lib/jvm',
      '/Library/Java/JavaVirtualMachines',
      path.join(home, 'Library', 'Java', 'JavaVirtualMachines'),
    ],
    cloudSdkDirs: [
      process.env.CLOUDSDK_ROOT_DIR,
      '/usr/lib/google-cloud-sdk',
      '/usr/share/google-cloud-sdk',
      '/opt/google-cloud-sdk',
      path.join(home, 'google-cloud-sdk'),
      // gcloud lives in <sdk>/bin/gcloud; PATH usually holds a symlink to it.
      gcloud && path.dirname(path.dirname(fs.realpathSync(gcloud))),
    ].filter(Boolean),
    // Same rule as firebase-tools' CACHE_DIR (lib/emulator/downloadableEmulators.js).
    cacheDir:
      process.env.FIREBASE_EMULATORS_PATH || path.join(home, '.cache', 'firebase', 'emulators'),
    allowDownload: true,
  };
}

/**
 * Returns { java: { path, major, binDir, home }, emulator: { kind, jar, launcher? }, env }, where
 * env holds the variables to add when spawning firebase-tools. Throws FirestoreEmulatorUnavailable
 * listing every missing piece at once.
 */
export async function locateFirestoreEmulator({ repoRoot }, overrides = {}) {
  const options = { ...defaultOptions(), ...overrides };
  const problems = [];
  const java = await findJava(options.jvmDirs, problems);
  const emulator = await findEmulator(repoRoot, options, problems);
  if (problems.length > 0) throw new FirestoreEmulatorUnavailable(problems);

  const env = {
    // firebase-tools runs plain `java` from PATH, so the chosen one must come first.
    PATH: [java.binDir, process.env.PATH].filter(Boolean).join(path.delimiter),
    JAVA_HOME: java.home,
  };
  if (emulator.launcher) env.FIRESTORE_EMULATOR_BINARY_PATH = emulator.launcher;
  return { java, emulator, env };
}

export function describeFirestoreEmulator({ java, emulator }) {
  const source =
    emulator.kind === 'cloud-sdk' ? "Google Cloud SDK's" : "firebase-tools' downloaded";
  return `Firestore emulator: ${source} (${emulator.jar}) on Java ${java.major} (${java.path})`;
}

// ---- Java ----

// PATH first (what firebase-tools would run anyway), then JAVA_HOME, then system JVM folders
// newest first. `notes` records what was seen so a failure can say where each Java was.
async function findJava(jvmDirs, problems) {
  const notes = [];
  const seen = new Set();
  const consider = (java) => {
    // The same JDK is often reachable several ways (PATH symlinks, alias folders).
    const key = java && fs.realpathSync(java.home);
    if (!java || seen.has(key)) return null;
    seen.add(key);
    notes.push(`Java ${java.major} at ${java.home} (${java.from})`);
    return java.major >= MIN_JAVA_MAJOR ? java : null;
  };

  const onPath = findOnPath(JAVA_EXE);
  if (!onPath) notes.push('no java on PATH');
  const fromPath = consider(onPath && (await probeJava(onPath, 'PATH', notes)));
  if (fromPath) return fromPath;

  const javaHome = process.env.JAVA_HOME;
  if (javaHome) {
    const exe = path.join(javaHome, 'bin', JAVA_EXE);
    if (!isFile(exe)) notes.push(`JAVA_HOME=${javaHome} has no bin/${JAVA_EXE}`);
    const fromHome = consider(isFile(exe) && (await probeJava(exe, 'JAVA_HOME', notes)));
    if (fromHome) return fromHome;
  }

  const exes = jvmDirs.flatMap((dir) => listJdkExecutables(dir).map((exe) => ({ exe, dir })));
  const system = await Promise.all(exes.map(({ exe, dir }) => probeJava(exe, dir, notes)));
  for (const java of system.filter(Boolean).sort((a, b) => b.major - a.major)) {
    if (consider(java)) return java;
  }
  if (exes.length === 0) notes.push(`no JDK in ${jvmDirs.join(', ')}`);

  problems.push(
    `Java ${MIN_JAVA_MAJOR} or later is missing; firebase-tools refuses to start the Firestore ` +
      `emulator on older Java. Found: ${notes.join('; ')}. Fix: install a JDK ${MIN_JAVA_MAJOR}+ ` +
      '(e.g. Eclipse Temurin from https://adoptium.net, or `brew install openjdk@21` on macOS) ' +
      `into ${jvmDirs[0]}, put its bin/ first on PATH, or set JAVA_HOME to it.`,
  );
  return null;
}

// Children of a JVM folder are JDK homes; macOS bundles keep theirs in Contents/Home.
function listJdkExecutables(dir) {
  let children;
  try {
    children = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return children
    .flatMap((child) => [
      path.join(dir, child, 'bin', JAVA_EXE),
      path.join(dir, child, 'Contents', 'Home', 'bin', JAVA_EXE),
    ])
    .filter(isFile);
}

// Asks the JVM itself for its version and java.home: following symlinks is not enough on macOS,
// where /usr/bin/java is a stub, and PATH may point into a JRE inside a JDK.
async function probeJava(exe, from, notes) {
  let output;
  try {
    const result = await execFileAsync(exe, ['-XshowSettings:properties', '-version'], {
      timeout: 30_000,
    });
    output = `${result.stdout}\n${result.stderr}`;
  } catch (error) {
    notes.push(`${exe} (${from}) did not run: ${error.message.split('\n')[0]}`);
    return null;
  }
  const major = parseJavaMajor(output);
  if (!major) {
    notes.push(`${exe} (${from}) printed no version we understand`);
    return null;
  }
  const home =
    /^\s*java\.home = (.+)$/m.exec(output)?.[1].trim() ??
    path.dirname(path.dirname(fs.realpathSync(exe)));
  const binDir = path.join(home, 'bin');
  return { path: path.join(binDir, JAVA_EXE), major, binDir, home, from };
}

// `version "17.0.15"`, `"25.0.1"`, `"21"`, `"22-ea"`, and the old scheme `"1.8.0_392"` (= 8).
export function parseJavaMajor(versionOutput) {
  const version = /version "([^"]+)"/.exec(versionOutput)?.[1];
  if (!version) return null;
  const [first, second] = version.split(/[.\-_+]/);
  const major = parseInt(first === '1' ? second : first, 10);
  return Number.isNaN(major) ? null : major;
}

// ---- Emulator jar ----

// firebase-tools' own download is the standard route; the Cloud SDK jar is the offline one; a
// download is tried last because it is slow and needs internet.
async function findEmulator(repoRoot, { cacheDir, cloudSdkDirs, allowDownload }, problems) {
  const cached = firebaseToolsJar(repoRoot, cacheDir, problems);
  if (!cached) return null;
  if (isFile(cached)) return { kind: 'firebase-tools', jar: cached };

  const sdkJar = cloudSdkDirs.map((dir) => path.resolve(dir, CLOUD_SDK_JAR)).find(isFile);
  if (sdkJar) return { kind: 'cloud-sdk', jar: sdkJar, launcher: writeLauncher(repoRoot, sdkJar) };

  let download = 'downloading it was not attempted';
  if (allowDownload) {
    const failure = await downloadWithFirebaseTools(repoRoot, cacheDir);
    if (isFile(cached)) return { kind: 'firebase-tools', jar: cached };
    download = `\`firebase setup:emulators:firestore\` could not download it (${failure})`;
  }

  problems.push(
    `No Firestore emulator jar: firebase-tools' ${cached} is missing and ${download}; Google ` +
      `Cloud SDK's emulator is not installed either (looked for ${CLOUD_SDK_JAR} in ` +
      `${cloudSdkDirs.join(', ') || 'no folders'}). Fix: with internet access run ` +
      '`npx firebase setup:emulators:firestore`; offline, install the Cloud SDK one with ' +
      '`apt-get install google-cloud-cli-firestore-emulator` or ' +
      '`gcloud components install cloud-firestore-emulator`.',
  );
  return null;
}

// Where firebase-tools keeps its download: <cacheDir>/<downloadPathRelativeToCacheDir>, with the
// version swapped when FIRESTORE_EMULATOR_VERSION overrides it, as firebase-tools does.
function firebaseToolsJar(repoRoot, cacheDir, problems) {
  const infoFile = path.join(
    firebaseToolsDir(repoRoot),
    'lib/emulator/downloadableEmulatorInfo.json',
  );
  let info;
  try {
    info = JSON.parse(fs.readFileSync(infoFile, 'utf8')).firestore;
  } catch (error) {
    problems.push(`firebase-tools is not installed (${error.message}). Fix: run \`npm install\`.`);
    return null;
  }
  const override = process.env.FIRESTORE_EMULATOR_VERSION;
  const name = info.downloadPathRelativeToCacheDir;
  return path.join(cacheDir, override ? name.split(info.version).join(override) : name);
}

function firebaseToolsDir(repoRoot) {
  return path.join(repoRoot, 'node_modules', 'firebase-tools');
}

// Resolves to null on success, else to the reason in one line.
async function downloadWithFirebaseTools(repoRoot, cacheDir) {
  console.error('Firestore emulator not found locally; downloading it with firebase-tools...');
  const cli = path.join(firebaseToolsDir(repoRoot), 'lib', 'bin', 'firebase.js');
  const env = { ...process.env, FIREBASE_EMULATORS_PATH: cacheDir };
  delete env.FIRESTORE_EMULATOR_BINARY_PATH; // with it set, firebase-tools skips the download
  try {
    await execFileAsync(process.execPath, [cli, '--non-interactive', 'setup:emulators:firestore'], {
      cwd: repoRoot,
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    return null;
  } catch (error) {
    const lines = `${error.stdout ?? ''}\n${error.stderr ?? ''}`.split('\n').map((l) => l.trim());
    return lines.find((l) => l.startsWith('Error:')) ?? lines.findLast(Boolean) ?? error.message;
  }
}

// ---- helpers ----

function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && isFile(candidate)) return candidate;
  }
  return null;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
