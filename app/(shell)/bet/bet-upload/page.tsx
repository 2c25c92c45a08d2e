import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { ARA_CODE_PATTERN, EXPORT_ARA_FILE_NAME, MAX_REMARKS, STATUS_POLL_MS, UPLOAD_CALLS, UPLOAD_MAX_BYTES } from '@/lib/contract/files';
import type { PickerUser } from '@/lib/domain/user-picker';
import { betUsersOf } from '@/lib/platform-client/bets';
import { filesOf } from '@/lib/platform-client/files';
import { drawsOf } from '@/lib/platform-client/tickets';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { listing } from '@/app/(shell)/_shell/page-context';
import { BetUpload } from './_upload/bet-upload';
import type { UploadRules } from './_upload/upload-rules';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('betUpload');
  return { title: t('title') };
}

/** The contract's limits as plain values: the browser checks them without the schema library. */
const RULES: UploadRules = {
  maxBytes: UPLOAD_MAX_BYTES,
  calls: UPLOAD_CALLS,
  araCodePattern: ARA_CODE_PATTERN.source,
  maxRemarks: MAX_REMARKS,
  pollMs: STATUS_POLL_MS,
  exportFileName: EXPORT_ARA_FILE_NAME,
};

/**
 * /bet/bet-upload (Bet Upload, VW=BETUPLOAD): agents and admins who may upload (the menu's rule,
 * re-checked here) upload bet files for their members, watch them processed and read every refused
 * line; below, the uploads and the ARA exports. The server loads the members, draws and uploads.
 */
export default async function BetUploadPage() {
  const { session } = await requirePage('/bet/bet-upload');
  const [users, draws, files, t] = await Promise.all([
    betUsersOf(session).catch(handlePageError),
    drawsOf(session).catch(handlePageError),
    listing(filesOf(session)),
    getTranslations('betUpload'),
  ]);
  const picker = ({ UserId, UserName, Role }: PickerUser): PickerUser => ({ UserId, UserName, Role });
  return (
    <div>
      <PageHeader title={t('title')} />
      <BetUpload
        locId={session.auth.locId}
        rules={RULES}
        members={users.filter((user) => user.Role === 'MEM' && user.CanPlaceBet).map(picker)}
        users={users.map(picker)}
        files={files.data?.Items ?? null}
        filesProblem={files.problem}
        draws={draws.map(({ DrawId, DrawDate }) => ({ DrawId, DrawDate }))}
      />
    </div>
  );
}
