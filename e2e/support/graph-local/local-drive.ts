import { createHash, randomUUID } from 'node:crypto';
import { GraphError, invalidRequest, notFound, quotaReached } from './graph-errors.js';

/** A stored file of a local drive. */
export interface LocalFile {
  id: string;
  name: string;
  /** Path under the app folder, as first written ('venues/v1/manifest.json'). */
  path: string;
  content: Buffer;
  version: number;
  created: Date;
  modified: Date;
}

interface LocalFolder {
  id: string;
  name: string;
  path: string;
  created: Date;
}

export type ConflictBehavior = 'fail' | 'replace' | 'rename';

/** An upload session: where it will commit, what it has received, when it expires. */
export interface LocalUploadSession {
  id: string;
  path: string;
  fileSize: number | null;
  conflict: ConflictBehavior;
  received: Buffer[];
  receivedBytes: number;
  expires: Date;
}

const key = (path: string) => path.toLowerCase();
const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');
const nameOf = (path: string) => path.split('/').at(-1) ?? '';

/** Characters OneDrive refuses in a name. */
const INVALID_NAME = /["*:<>?\\|]/;

/**
 * One user's OneDrive as the app folder sees it: folders and files by path (case-insensitive
 * as OneDrive is), versions behind each eTag, the quota, and upload sessions.
 */
export class LocalDrive {
  readonly id = randomUUID().replaceAll('-', '').slice(0, 16);
  readonly rootId = `${this.id}!approot`;
  private readonly files = new Map<string, LocalFile>();
  private readonly folders = new Map<string, LocalFolder>();
  readonly sessions = new Map<string, LocalUploadSession>();
  quotaBytes: number;
  private counter = 0;

  constructor(
    readonly owner: string,
    quotaBytes: number,
    private readonly now: () => Date,
  ) {
    this.quotaBytes = quotaBytes;
  }

  private nextId(): string {
    this.counter += 1;
    return `${this.id}!${this.counter}`;
  }

  /** Bytes held by files and by the fragments of open upload sessions. */
  get usedBytes(): number {
    let used = 0;
    for (const file of this.files.values()) used += file.content.length;
    for (const session of this.sessions.values()) used += session.receivedBytes;
    return used;
  }

  eTagOf(file: LocalFile): string {
    return `"{${file.id}},${file.version}"`;
  }

  cTagOf(file: LocalFile): string {
    return `"c:{${file.id}},${file.version}"`;
  }

  file(path: string): LocalFile | undefined {
    return this.files.get(key(path));
  }

  folder(path: string): LocalFolder | undefined {
    return path === '' ? undefined : this.folders.get(key(path));
  }

  isFolder(path: string): boolean {
    return path === '' || this.folders.has(key(path));
  }

  /** The files and folders directly in a folder ('' is the app folder), by name. */
  children(path: string): { files: LocalFile[]; folders: LocalFolder[] } {
    if (!this.isFolder(path)) throw notFound();
    const inside = (p: string) => key(parentOf(p)) === key(path);
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    return {
      files: [...this.files.values()].filter((f) => inside(f.path)).sort(byName),
      folders: [...this.folders.values()].filter((f) => inside(f.path)).sort(byName),
    };
  }

  /** Checks a path and makes its missing folders, as an upload to a path does. */
  private ensureFolders(path: string): void {
    const parts = path.split('/');
    for (const part of parts) {
      if (!part || INVALID_NAME.test(part) || part.length > 255) {
        throw invalidRequest(`Invalid name: ${part}`);
      }
    }
    for (let at = 1; at < parts.length; at += 1) {
      const folderPath = parts.slice(0, at).join('/');
      if (this.files.has(key(folderPath)))
        throw new GraphError(409, 'nameAlreadyExists', 'A file is in the way.');
      if (!this.folders.has(key(folderPath))) {
        this.folders.set(key(folderPath), {
          id: this.nextId(),
          name: nameOf(folderPath),
          path: folderPath,
          created: this.now(),
        });
      }
    }
  }

  /** Whether `ifMatch` (an eTag, a cTag or `*`) matches the file at `path`. */
  matches(path: string, ifMatch: string | undefined): boolean {
    if (ifMatch === undefined) return true;
    const file = this.file(path);
    if (!file) return false;
    const tags = ifMatch.split(',').map((t) => t.trim());
    if (tags.includes('*')) return true;
    // An eTag holds a comma itself: compare the whole header too.
    const whole = ifMatch.trim();
    return [whole, ...tags].some((t) => t === this.eTagOf(file) || t === this.cTagOf(file));
  }

  /** The checks of a write: If-Match, the conflict behaviour, the quota. Answers the path. */
  private prepareWrite(
    path: string,
    bytes: number,
    conflict: ConflictBehavior,
    ifMatch: string | undefined,
    extraBytes = 0,
  ): string {
    if (this.isFolder(path))
      throw new GraphError(409, 'nameAlreadyExists', 'A folder has that name.');
    if (!this.matches(path, ifMatch)) {
      throw new GraphError(
        412,
        'resourceModified',
        'The resource has changed since the caller read it.',
      );
    }
    let target = path;
    const existing = this.file(path);
    if (existing && conflict === 'fail') {
      throw new GraphError(409, 'nameAlreadyExists', 'The specified item name already exists.');
    }
    if (existing && conflict === 'rename') target = this.freeName(path);
    const replaced = this.file(target)?.content.length ?? 0;
    if (this.usedBytes - replaced - extraBytes + bytes > this.quotaBytes) throw quotaReached();
    return target;
  }

  private freeName(path: string): string {
    const dot = path.lastIndexOf('.');
    const stem = dot > path.lastIndexOf('/') ? path.slice(0, dot) : path;
    const ext = dot > path.lastIndexOf('/') ? path.slice(dot) : '';
    for (let n = 1; ; n += 1) {
      const candidate = `${stem} ${n}${ext}`;
      if (!this.file(candidate)) return candidate;
    }
  }

  /** A simple upload: the whole file in one request. Answers the file and whether it is new. */
  put(
    path: string,
    content: Buffer,
    conflict: ConflictBehavior,
    ifMatch: string | undefined,
  ): { file: LocalFile; created: boolean } {
    const target = this.prepareWrite(path, content.length, conflict, ifMatch);
    return this.commit(target, content);
  }

  private commit(path: string, content: Buffer): { file: LocalFile; created: boolean } {
    this.ensureFolders(path);
    const existing = this.file(path);
    const now = this.now();
    const file: LocalFile = existing
      ? { ...existing, content, version: existing.version + 1, modified: now }
      : {
          id: this.nextId(),
          name: nameOf(path),
          path,
          content,
          version: 1,
          created: now,
          modified: now,
        };
    this.files.set(key(path), file);
    return { file, created: !existing };
  }

  /** Opens an upload session (`fileSize` beyond the free space fails at once with 507). */
  openSession(
    path: string,
    fileSize: number | null,
    conflict: ConflictBehavior,
    ifMatch: string | undefined,
    lifetimeMs: number,
  ): LocalUploadSession {
    this.prepareWrite(path, fileSize ?? 0, conflict, ifMatch);
    for (const part of path.split('/')) {
      if (!part || INVALID_NAME.test(part)) throw invalidRequest(`Invalid name: ${part}`);
    }
    const session: LocalUploadSession = {
      id: randomUUID(),
      path,
      fileSize,
      conflict,
      received: [],
      receivedBytes: 0,
      expires: new Date(this.now().getTime() + lifetimeMs),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** Receives a fragment in order; answers the file once its last byte arrived. */
  receive(
    session: LocalUploadSession,
    start: number,
    total: number,
    fragment: Buffer,
    lifetimeMs: number,
  ): { file: LocalFile; created: boolean } | null {
    if (this.usedBytes + fragment.length > this.quotaBytes) throw quotaReached();
    session.received.push(fragment);
    session.receivedBytes += fragment.length;
    session.expires = new Date(this.now().getTime() + lifetimeMs);
    if (start + fragment.length < total) return null;
    this.sessions.delete(session.id);
    const content = Buffer.concat(session.received);
    const target = this.prepareWrite(session.path, content.length, session.conflict, undefined);
    return this.commit(target, content);
  }

  /** Deletes a file or a folder with everything in it. */
  delete(path: string, ifMatch: string | undefined): void {
    if (this.file(path)) {
      if (!this.matches(path, ifMatch)) {
        throw new GraphError(
          412,
          'resourceModified',
          'The resource has changed since the caller read it.',
        );
      }
      this.files.delete(key(path));
      return;
    }
    if (!this.folder(path)) throw notFound();
    const prefix = `${key(path)}/`;
    for (const k of [...this.files.keys()]) if (k.startsWith(prefix)) this.files.delete(k);
    for (const k of [...this.folders.keys()])
      if (k === key(path) || k.startsWith(prefix)) this.folders.delete(k);
  }

  /** Writes a file as another device would (no checks but the names). */
  writeAsOtherDevice(path: string, content: Buffer): LocalFile {
    return this.commit(path, content).file;
  }

  /** Every file's path, sorted. */
  paths(): string[] {
    return [...this.files.values()].map((f) => f.path).sort();
  }

  /** SHA-256 of a file's content, hex. */
  static sha256(content: Buffer): string {
    return createHash('sha256').update(content).digest('hex');
  }
}
