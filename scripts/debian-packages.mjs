// @ts-check
// The Debian packages a test run needs: each missing one named, with the command that installs
// it, before anything starts.
export function exitIfMissing(purpose, packages) {
  const missing = Object.entries(packages)
    .filter(([, present]) => !present)
    .map(([name]) => name);
  if (missing.length === 0) return;
  console.error(
    `Missing Debian packages for ${purpose}: ${missing.join(' ')}\n` +
      `Install them with: sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}
