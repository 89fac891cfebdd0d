import { randomBytes } from 'node:crypto';
import { EXPORT_STATUS, type ExportTask, message } from '@lc/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ScopeFilter } from '../../core/data-scope';
import { NotFound, Validation, keyed } from '../../lib/errors';
import type { FileStorage } from '../../lib/file-storage';
import type { JobQueue } from '../../lib/jobs';
import { seal, unseal } from '../../lib/secret-box';
import type { Clock } from '../../lib/time';
import { type AuditActor, recordAudit } from '../audit/audit.service';
import type { SessionUser } from '../../core/session-user';
import { hashDownloadPassword, newDownloadPassword, verifyDownloadPassword } from './download-password.adapter';
import type { ExportSource } from '../module-kit';
import { type ExportTaskRow, exportRepository as repo } from './export.repository';
import { writeEncryptedWorkbook } from './export-writer.adapter';

export const EXPORT_RUN_JOB = 'export-run';
export const EXPORT_CLEANUP_JOB = 'export-cleanup';
const BATCH_SIZE = 2000;
const DAY_MS = 86_400_000;

type Deps = { db: Db; jobs: JobQueue; files: FileStorage; clock: Clock; secretKey: Buffer; retentionDays: number; log: FastifyBaseLogger };

/** Task numbers read like the firm's other numbers: EX + Shanghai date + 8 random characters. */
function newTaskNo(now: Date) {
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `EX${day}${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
}

const toTask = (row: ExportTaskRow): ExportTask => ({
  taskNo: row.taskNo,
  fileName: row.fileName,
  source: row.source,
  status: row.status,
  rowsWritten: row.rowsWritten,
  rowsTotal: row.rowsTotal,
  size: row.size,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export function createExportService({ db, jobs, files, clock, secretKey, retentionDays, log }: Deps) {
  const sources = new Map<string, ExportSource>();

  const service = {
    /** A module offers an export; its route is declared when the export routes register. */
    register<P extends Record<string, unknown>>(source: ExportSource<P>) {
      if (sources.has(source.key)) throw new Error(`export source ${source.key} registered twice`);
      sources.set(source.key, source as unknown as ExportSource);
    },
    sources: () => [...sources.values()],

    /** Records the task and queues it; the caller sees the task number and password once. */
    async create(
      user: SessionUser,
      source: ExportSource,
      input: { fileName: string; params: Record<string, unknown>; scope: ScopeFilter },
      actor: AuditActor,
    ) {
      const password = newDownloadPassword();
      const taskNo = newTaskNo(clock.now());
      const task = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          taskNo,
          userId: user.id,
          source: source.key,
          fileName: input.fileName,
          params: input.params,
          scope: input.scope,
          passwordHash: await hashDownloadPassword(password),
          passwordSealed: seal(secretKey, password),
          createdAt: clock.now(),
        });
        await recordAudit(tx, actor, {
          entity: 'export_task',
          entityId: taskNo,
          action: 'create',
          after: { source: source.key, fileName: input.fileName, params: input.params },
        });
        return row;
      });
      try {
        await jobs.send(EXPORT_RUN_JOB, { taskId: task.id }, { singletonKey: taskNo, retryLimit: 1 });
      } catch (error) {
        await repo.set(db, task.id, { status: EXPORT_STATUS.failed, error: message('exportQueueFailed'), passwordSealed: null });
        throw error;
      }
      return { taskNo, downloadPassword: password };
    },

    async list(user: SessionUser, page: { pageNum: number; pageSize: number }) {
      const { rows, total } = await repo.page(db, user.id, page.pageNum, page.pageSize);
      return { list: rows.map(toTask), total };
    },

    /** The encrypted file, for its owner, with the right password, while it is kept. */
    async download(user: SessionUser, taskNo: string, password: string, actor: AuditActor) {
      const task = await repo.findOwn(db, user.id, taskNo);
      if (!task) throw new NotFound(keyed('exportTaskNotFound'));
      if (task.status === EXPORT_STATUS.expired) throw new Validation(keyed('exportFileExpired'));
      if (task.status !== EXPORT_STATUS.done || !task.storageKey) throw new Validation(keyed('exportFileNotReady'));
      if (!(await verifyDownloadPassword(password, task.passwordHash))) throw new Validation(keyed('exportWrongPassword'));
      await db.transaction(async (tx) => {
        if (!task.downloadedAt) await repo.set(tx, task.id, { downloadedAt: clock.now() });
        await recordAudit(tx, actor, { entity: 'export_task', entityId: taskNo, action: 'download' });
      });
      return { stream: await files.get(task.storageKey), fileName: `${task.fileName}.zip`, size: task.size };
    },

    /** The job: stream the rows into the encrypted file, with progress; failures are recorded. */
    async run(taskId: number) {
      const task = await repo.findById(db, taskId);
      if (!task || task.status !== EXPORT_STATUS.queued || !task.passwordSealed) return;
      const source = sources.get(task.source);
      const storageKey = `exports/${task.taskNo}.zip`;
      try {
        if (!source) throw new Error(`unknown export source ${task.source}`);
        const params = source.endpoint.filter.parse(task.params);
        const scope = task.scope as ScopeFilter;
        // Counted as the first read: the worker loads exceljs and zip.js meanwhile.
        const countedRows = async function* () {
          const rowsTotal = await source.count(scope, params);
          await repo.set(db, taskId, { status: EXPORT_STATUS.running, startedAt: clock.now(), rowsTotal });
          yield* source.batches(scope, params, BATCH_SIZE);
        };
        const { size, rows } = await writeEncryptedWorkbook({
          storage: files,
          storageKey,
          entryName: `${task.fileName}.xlsx`,
          sheetName: source.sheetName,
          password: unseal(secretKey, task.passwordSealed),
          columns: source.columns,
          batches: countedRows(),
          onProgress: async (written) => {
            await repo.set(db, taskId, { rowsWritten: written });
          },
        });
        const finishedAt = clock.now();
        await repo.set(db, taskId, {
          status: EXPORT_STATUS.done,
          rowsWritten: rows,
          rowsTotal: rows,
          size,
          storageKey,
          finishedAt,
          passwordSealed: null,
          expiresAt: new Date(finishedAt.getTime() + retentionDays * DAY_MS),
        });
      } catch (error) {
        log.error({ err: error, taskNo: task.taskNo }, 'export failed');
        await repo.set(db, taskId, {
          status: EXPORT_STATUS.failed,
          error: message('exportFailed'),
          finishedAt: clock.now(),
          passwordSealed: null,
        });
      }
    },

    /** Home badge: the user's files that are ready and not downloaded yet. */
    async countReady(user: SessionUser) {
      return repo.countReady(db, user.id);
    },

    /** Expired files are removed; their tasks stay, marked expired. */
    async cleanup() {
      const due = await repo.expiredFiles(db, clock.now());
      for (const task of due) if (task.storageKey) await files.remove(task.storageKey);
      await repo.markExpired(
        db,
        due.map((t) => t.id),
      );
      return due.length;
    },
  };

  jobs.work<{ taskId: number }>(EXPORT_RUN_JOB, (data) => service.run(data.taskId));
  jobs.work(EXPORT_CLEANUP_JOB, async () => {
    await service.cleanup();
  });
  jobs.schedule(EXPORT_CLEANUP_JOB, '17 * * * *');
  return service;
}
export type ExportService = ReturnType<typeof createExportService>;
