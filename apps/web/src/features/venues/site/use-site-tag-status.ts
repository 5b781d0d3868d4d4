import { localSiteTagStatus } from '@larder/domain';
import { useEffect, useState } from 'react';
import { checkSiteTag } from '../../../api/site-api';
import { i18n } from '../../../i18n/i18n';

/** How long typing pauses before the server is asked about a tag. */
export const TAG_CHECK_DELAY_MS = 400;

export type TagStatus = 'empty' | 'own' | 'checking' | 'ok' | 'invalid' | 'inuse' | 'unchecked';

/** What the tag field says under itself for a status. */
export const tagStatusText = (status: TagStatus): string =>
  i18n.t(`venues:site.tag.status.${status}`);

/**
 * The live status of a tag as it is typed (product spec §5): a tag that breaks the rule or is
 * reserved gets its status at once, with no call; any other is checked by the server once
 * typing pauses for TAG_CHECK_DELAY_MS (only the last answer counts).
 */
export function useSiteTagStatus(venueId: string, tag: string, savedTag: string | null): TagStatus {
  const local = tag === '' ? 'empty' : tag === savedTag ? 'own' : localSiteTagStatus(tag);
  const [answer, setAnswer] = useState<{ tag: string; status: TagStatus } | null>(null);
  useEffect(() => {
    if (local !== null) return;
    let live = true;
    const timer = setTimeout(() => {
      checkSiteTag(venueId, tag).then(
        ({ status }) => live && setAnswer({ tag, status }),
        () => live && setAnswer({ tag, status: 'unchecked' }),
      );
    }, TAG_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [venueId, tag, local]);
  if (local !== null) return local;
  return answer?.tag === tag ? answer.status : 'checking';
}
