import fs from 'node:fs';

/** The run's embedded database and files go when the run ends (the server has stopped by then). */
export default function teardown() {
  const dir = process.env.LC_E2E_DATA_DIR;
  if (dir?.includes('lc-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
