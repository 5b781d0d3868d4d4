import type { DriveError } from './drive-error';

/** A file or folder of the drive, as Graph describes it (the fields the mirror reads). */
export interface DriveItem {
  id: string;
  name: string;
  eTag?: string;
  cTag?: string;
  size?: number;
  file?: { mimeType?: string };
  folder?: { childCount?: number };
  '@microsoft.graph.downloadUrl'?: string;
}

/** The parts of a request the client and the upload session share. */
export interface GraphTransport {
  /** A Graph call with the bearer token; a 401 renews the token once and retries. */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** A call to an upload or download URL: never with the Authorization header. */
  bare(url: string, init?: RequestInit): Promise<Response>;
  fail(res: Response): Promise<DriveError>;
  sleep(ms: number): Promise<void>;
}
