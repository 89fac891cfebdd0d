import fs from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `数据目录已被另一个进程（pid ${pid}）打开：${lockFile}。嵌入式数据库只允许一个进程使用，请先停止该进程，或用 DATA_DIR 指定其他目录。` +
        ` / The data directory is open in another process (pid ${pid}); stop it or choose another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no cross-process lock, and two writers corrupt its files. We take an exclusive
 * lock file holding our pid; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DataDirLockedError(lockFile, pid);
      }
      fs.unlinkSync(lockFile); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the data directory lock ${lockFile}`);
}
