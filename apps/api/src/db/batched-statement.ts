import type { Database } from './database';
import { connectionsOf, type PreparedStatement } from './prepared';

/**
 * Group commit for a hot write. Each call of a statement is a round trip to PostgreSQL and a
 * transaction of its own; on a small machine the cost of a call is mostly not the statement but
 * what surrounds it: waking the backend and the API process across the socket, starting and
 * committing a transaction. So while `maxInFlight` calls are running, new calls wait, and the
 * ones that waited go together in one call of `batch`: one round trip and one transaction for
 * all of them. An idle server sends a call at once and alone (`single`), so batching never adds
 * a wait of its own: it only takes calls that would have queued for a connection anyway.
 *
 * `batch` takes the calls column by column: its parameter n is the array of every call's value
 * n as text (null stays null, a Date is sent as ISO 8601), which `single`'s casts (`$n::type`)
 * read as they read the value alone; it returns rows `(call_no, answer)`, `answer` being one row
 * of `single` as JSON for call `call_no` (1-based). See `batchRoutine` for how such a routine is
 * written from `single`'s text.
 *
 * `lockOrder` orders each batch's calls by the key of the row they lock first, so that two
 * batches locking rows in one order can never deadlock. When a batch fails (any error: a
 * deadlock, or a call that fails alone), its transaction wrote nothing, and each of its calls
 * is made again alone, so a failing call fails only for its caller.
 */
export interface BatchedStatement {
  run(db: Database, values: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /** What ran on `db` so far: a failed batch is one whose calls were made again alone. */
  counts(db: Database): BatchCounts;
}

export interface BatchCounts {
  alone: number;
  batches: number;
  batchedCalls: number;
  failedBatches: number;
}

export interface BatchedStatementOptions {
  single: PreparedStatement;
  batch: PreparedStatement;
  /** Calls (single or batch) running at once for one database, and never more than its connections. */
  maxInFlight: number;
  /** Calls in one batch at most. */
  maxBatch: number;
  lockOrder: (values: readonly unknown[]) => string;
}

interface PendingCall {
  values: readonly unknown[];
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: unknown): void;
}

interface Queue {
  pending: PendingCall[];
  inFlight: number;
  maxInFlight: number;
  counts: BatchCounts;
}

export function batchedStatement(options: BatchedStatementOptions): BatchedStatement {
  const queues = new WeakMap<Database, Queue>();

  async function runAlone(db: Database, queue: Queue, call: PendingCall): Promise<void> {
    queue.counts.alone++;
    try {
      call.resolve(await options.single.run(db, call.values));
    } catch (error) {
      call.reject(error);
    }
  }

  async function runTogether(db: Database, queue: Queue, calls: PendingCall[]): Promise<void> {
    queue.counts.batches++;
    queue.counts.batchedCalls += calls.length;
    calls.sort((a, b) => {
      const ka = options.lockOrder(a.values);
      const kb = options.lockOrder(b.values);
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
    const columns = calls[0]!.values.map((_, n) => calls.map((call) => asText(call.values[n])));
    let rows: Record<string, unknown>[];
    try {
      rows = await options.batch.run(db, columns);
    } catch {
      queue.counts.failedBatches++;
      await Promise.all(calls.map((call) => runAlone(db, queue, call)));
      return;
    }
    const answers = calls.map((): Record<string, unknown>[] => []);
    for (const row of rows) answers[(row.call_no as number) - 1]!.push(row.answer as Record<string, unknown>);
    calls.forEach((call, i) => call.resolve(answers[i]!));
  }

  function pump(db: Database, queue: Queue): void {
    while (queue.inFlight < queue.maxInFlight && queue.pending.length > 0) {
      const calls = queue.pending.splice(0, options.maxBatch);
      queue.inFlight++;
      const done = calls.length === 1 ? runAlone(db, queue, calls[0]!) : runTogether(db, queue, calls);
      // Whatever goes wrong, no caller is left waiting (rejecting a settled call changes nothing).
      void done
        .catch((error: unknown) => calls.forEach((call) => call.reject(error)))
        .finally(() => {
          queue.inFlight--;
          pump(db, queue);
        });
    }
  }

  function queueOf(db: Database): Queue {
    let queue = queues.get(db);
    if (!queue) {
      queue = {
        pending: [],
        inFlight: 0,
        maxInFlight: Math.max(1, Math.min(options.maxInFlight, connectionsOf(db))),
        counts: { alone: 0, batches: 0, batchedCalls: 0, failedBatches: 0 },
      };
      queues.set(db, queue);
    }
    return queue;
  }

  return {
    run(db, values) {
      const queue = queueOf(db);
      return new Promise((resolve, reject) => {
        queue.pending.push({ values, resolve, reject });
        pump(db, queue);
      });
    },
    counts: (db) => ({ ...queueOf(db).counts }),
  };
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The PL/pgSQL function that runs the statement `singleText` once per call of a batch (see
 * `BatchedStatement`), in one transaction: parameter n of each call is `argN[call_index]`, text
 * like the value the single statement receives. The calls run one after another, so each sees
 * what the calls before it wrote. `name` should change with the text (see `routineName`), so
 * that a server still running an older text during a deploy keeps calling its own function.
 */
export function batchRoutine(name: string, singleText: string, parameterCount: number): string {
  if (singleText.includes('$body$')) throw new Error(`batchRoutine ${name}: the text holds $body$`);
  const args = Array.from({ length: parameterCount }, (_, i) => `arg${i + 1} text[]`).join(', ');
  const body = singleText.replace(/\$(\d+)/g, (_, n: string) => {
    if (Number(n) > parameterCount) throw new Error(`batchRoutine ${name}: $${n} beyond ${parameterCount}`);
    return `arg${n}[call_index]`;
  });
  return `create or replace function ${name}(${args}) returns table(call_no integer, answer json)
language plpgsql as $body$
declare call_row record;
begin
  for call_index in 1 .. coalesce(array_length(arg1, 1), 0) loop
    for call_row in ${body} loop
      call_no := call_index;
      answer := to_json(call_row);
      return next;
    end loop;
  end loop;
end $body$`;
}
