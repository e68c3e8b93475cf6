import type { StartingWork } from "./draft-merge.ts";
import type { LocalWorkCopy } from "./local-work-copy.ts";
import { isBlankWork, type StudioWork } from "./studio-work.ts";

// Keeps the server's draft up to date with the studio's work (issue 10 item 5): a save after the
// member pauses, one request at a time, retried with a growing pause when it fails; the local copy
// is written on every change, so nothing typed is lost while the server can't be reached.

export type SaveState =
  | { status: "saved" }
  | { status: "saving" }
  | { status: "retrying"; message: string }
  | { status: "failed"; message: string };

export interface DraftTransport {
  /** Stores the work; answers the server's updatedAt. */
  save(work: StudioWork): Promise<{ updatedAt: string }>;
  /** Removes the draft ('Start over'). */
  discard(): Promise<unknown>;
  /** The last save as the page goes away (keepalive): null discards. */
  sendOnLeave(work: StudioWork | null): void;
}

export interface DraftSyncOptions {
  start: StartingWork;
  transport: DraftTransport;
  storeLocally: (copy: LocalWorkCopy) => void;
  onSaveState: (state: SaveState) => void;
  /** Pause after the last change before saving. */
  saveDelayMs?: number;
  /** Pause before writing the local copy (it is written at once when the page goes away). */
  localDelayMs?: number;
  now?: () => Date;
}

const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];

/** An answer a retry can't change: the work itself was refused, or its video is gone. */
function isFinal(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return status === 400 || status === 404 || status === 413;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "The work could not be saved to your account.";

export class DraftSync {
  private latest: StudioWork;
  /** What the server holds, as far as this page knows; null: unknown, so the next save sends. */
  private confirmed: StudioWork | null;
  private serverUpdatedAt: string | null;
  private changedAt: string;
  private inFlight: StudioWork | null = null;
  private failures = 0;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private localTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly saveDelayMs: number;
  private readonly localDelayMs: number;
  private readonly now: () => Date;
  private readonly options: DraftSyncOptions;

  constructor(options: DraftSyncOptions) {
    const { start } = options;
    this.options = options;
    this.saveDelayMs = options.saveDelayMs ?? 800;
    this.localDelayMs = options.localDelayMs ?? 300;
    this.now = options.now ?? (() => new Date());
    this.latest = start.work;
    this.confirmed = start.unsaved ? null : start.work;
    this.serverUpdatedAt = start.serverUpdatedAt;
    this.changedAt = start.changedAt ?? this.now().toISOString();
    this.storeLocalCopy();
    if (start.unsaved) this.scheduleSave(0);
  }

  /** The studio's work changed. */
  update(work: StudioWork): void {
    if (this.stopped || work === this.latest) return;
    this.latest = work;
    this.changedAt = this.now().toISOString();
    clearTimeout(this.localTimer);
    this.localTimer = setTimeout(() => this.storeLocalCopy(), this.localDelayMs);
    this.failures = 0;
    // While a script is written the work does not change, and the stream comes from the same
    // server: the draft waits for the script (or for the page to go away) rather than slow it.
    if (work.step === "generate") {
      clearTimeout(this.saveTimer);
      return;
    }
    // 'Start over' is one deliberate step, not typing: the draft goes at once.
    this.scheduleSave(isBlankWork(work) ? 0 : this.saveDelayMs);
  }

  /** The connection is back: a waiting retry goes now. */
  retryNow(): void {
    if (!this.stopped && this.isUnsaved() && !this.inFlight) this.scheduleSave(0);
  }

  /** The page goes away (or the studio closes): the local copy now, the server by keepalive. */
  flush(): void {
    if (this.stopped) return;
    clearTimeout(this.localTimer);
    this.storeLocalCopy();
    if (this.isUnsaved() && this.inFlight !== this.latest) {
      this.options.transport.sendOnLeave(isBlankWork(this.latest) ? null : this.latest);
    }
  }

  /** Flushes and stops: no timer or answer acts after this. */
  stop(): void {
    this.flush();
    this.stopped = true;
    clearTimeout(this.saveTimer);
    clearTimeout(this.localTimer);
  }

  private isUnsaved(): boolean {
    return this.latest !== this.confirmed;
  }

  private scheduleSave(delay: number): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.save(), delay);
  }

  private async save(): Promise<void> {
    if (this.stopped || this.inFlight || !this.isUnsaved() || this.latest.step === "generate") return;
    const work = this.latest;
    this.inFlight = work;
    this.options.onSaveState({ status: "saving" });
    try {
      if (isBlankWork(work)) {
        await this.options.transport.discard();
        this.serverUpdatedAt = null;
      } else {
        this.serverUpdatedAt = (await this.options.transport.save(work)).updatedAt;
      }
      if (this.stopped) return;
      this.confirmed = work;
      this.failures = 0;
      this.storeLocalCopy();
      this.options.onSaveState({ status: "saved" });
      // Changes made while that save was on its way go in the next one.
      if (this.isUnsaved()) this.scheduleSave(this.saveDelayMs);
    } catch (error) {
      if (this.stopped) return;
      if (isFinal(error)) {
        // The local copy keeps the work; saving again as it changes may still succeed.
        this.options.onSaveState({ status: "failed", message: messageOf(error) });
      } else {
        const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)];
        this.failures += 1;
        this.options.onSaveState({ status: "retrying", message: messageOf(error) });
        this.scheduleSave(delay);
      }
    } finally {
      this.inFlight = null;
    }
  }

  private storeLocalCopy(): void {
    this.options.storeLocally({
      work: this.latest,
      serverUpdatedAt: this.serverUpdatedAt,
      unsaved: this.isUnsaved(),
      changedAt: this.changedAt,
    });
  }
}
