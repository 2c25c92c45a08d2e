import 'server-only';
import { fileListSchema, type FileList } from '@/lib/contract/files';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The Bet Upload page's read, under the session location's prefix: the uploaded bet files of the
 * members in the caller's reach, newest first (the platform scopes them).
 * Uploads, processing, edits, deletions and the ARA exports go from the browser through the BFF.
 */
export function filesOf(session: SignedInSession): Promise<FileList> {
  return scopedJson(session, 'files', fileListSchema);
}
