import { useEffect, useState } from 'react';
import type { SocialLink } from '@venue/shared';
import { draftsOf, moveDraft, type LinkDraft } from '../lib/link-draft.ts';

/**
 * The editor's copy of the links: every change stays here (and in the preview) until "Save
 * links" posts the whole list. A fresh read from the server replaces it only when nothing is
 * waiting to be saved, so a refetch never throws away the owner's work.
 */
export function useLinkDrafts(saved: SocialLink[] | undefined) {
  const [drafts, setDrafts] = useState<LinkDraft[]>([]);
  const [isDirty, setDirty] = useState(false);

  useEffect(() => {
    if (saved && !isDirty) setDrafts(draftsOf(saved));
  }, [saved, isDirty]);

  const change = (next: (current: LinkDraft[]) => LinkDraft[]) => {
    setDrafts(next);
    setDirty(true);
  };

  return {
    drafts,
    isDirty,
    markSaved: () => setDirty(false),
    upsert: (draft: LinkDraft) =>
      change((current) =>
        current.some((entry) => entry.key === draft.key)
          ? current.map((entry) => (entry.key === draft.key ? draft : entry))
          : [...current, draft],
      ),
    remove: (key: string) => change((current) => current.filter((entry) => entry.key !== key)),
    move: (key: string, by: -1 | 1) => change((current) => moveDraft(current, key, by)),
    reorder: (keys: string[]) =>
      change((current) => keys.map((key) => current.find((entry) => entry.key === key)).filter((entry) => entry !== undefined)),
    setLive: (key: string, live: boolean) =>
      change((current) => current.map((entry) => (entry.key === key ? { ...entry, live } : entry))),
  };
}
